/**
 * A LIKE pattern matching values that contain `text`, its own wildcards (`%`, `_`) and
 * backslashes taken literally (backslash is PostgreSQL's default LIKE escape).
 */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
