import { type FileProblem, contentImportMessages as say } from '@academy/contracts';
import { type Document, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import type { z } from 'zod';

/*
 * One YAML text (a file, or a lecture's front matter) checked against its contract schema,
 * each problem with the line it is on (ARCHITECTURE.md, "Content import and export"): the
 * parser's own errors at their position, and every schema issue at the line of the key or
 * value its path names (an unknown key at that key's line).
 */

export interface CheckedYaml<T> {
  value: T | null;
  problems: FileProblem[];
  /** The line of the value (or key) at `path`, as far as the document has it. */
  lineOf(path: readonly PropertyKey[]): number;
}

/** At most this many aliases are expanded: a "billion laughs" document is refused. */
const MAX_ALIASES = 100;

function firstLineOf(message: string): string {
  return message.split('\n')[0] ?? message;
}

/** The node at `path` (and the key that leads to it), as deep as the document goes. */
function nodeAt(document: Document, path: readonly PropertyKey[]): Node | null {
  let node = document.contents as Node | null;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => isScalar(item.key) && String(item.key.value) === String(segment),
      );
      if (!pair) break;
      node = (pair.value as Node | null) ?? (pair.key as Node);
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as Node | undefined;
      if (!item) break;
      node = item;
    } else break;
  }
  return node;
}

/** The key node named `key` in the mapping at `path`. */
function keyAt(document: Document, path: readonly PropertyKey[], key: string): Node | null {
  const map = nodeAt(document, path);
  if (!isMap(map)) return null;
  const pair = map.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
  return (pair?.key as Node | undefined) ?? null;
}

/**
 * Parses `text` (whose first line is line `firstLine` of its file) and checks it with
 * `schema`: the value when it passes, every problem otherwise.
 */
export function checkYaml<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  firstLine = 1,
): CheckedYaml<z.output<S>> {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, {
    lineCounter,
    uniqueKeys: true,
    prettyErrors: false,
    schema: 'core',
  });
  const lineAtOffset = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const lineOfNode = (node: Node | null) => (node?.range ? lineAtOffset(node.range[0]) : firstLine);
  const lineOf = (path: readonly PropertyKey[]) => lineOfNode(nodeAt(document, path));
  const problem = (line: number, message: string): FileProblem => ({ file, line, message });

  if (document.errors.length > 0) {
    return {
      value: null,
      lineOf,
      problems: document.errors.map((error) =>
        problem(lineAtOffset(error.pos[0]), firstLineOf(error.message)),
      ),
    };
  }

  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    return {
      value: null,
      lineOf,
      problems: [problem(firstLine, firstLineOf((error as Error).message))],
    };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { value: null, lineOf, problems: [problem(lineOf([]), say.notMapping)] };
  }

  const parsed = schema.safeParse(data);
  if (parsed.success) return { value: parsed.data, lineOf, problems: [] };
  const problems = parsed.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) =>
        problem(lineOfNode(keyAt(document, issue.path, key)), say.unknownKey(key)),
      );
    }
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return [problem(lineOf(issue.path), `${where}${issue.message}`)];
  });
  return { value: null, lineOf, problems };
}
