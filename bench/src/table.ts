/**
 * Prints a Markdown table: the first `textColumns` columns left-aligned, the others (numbers)
 * right-aligned.
 */
export function printTable(header: string[], lines: string[][], textColumns = 2) {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i < textColumns ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `| ${widths.map((w, i) => (i < textColumns ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
  );
  for (const line of lines) console.log(format(line));
}
