import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Mantine's CSS is imported per component (see mantine-public.css). These checks keep that
 * safe as screens are added: every component the app uses has its styles, and the cascade is
 * the one Mantine's own stylesheet has.
 */

const here = dirname(fileURLToPath(import.meta.url));
// Wherever npm placed it (hoisted to the root or kept in the workspace).
const coreEntry = createRequire(import.meta.url).resolve('@mantine/core');
const core = coreEntry.slice(0, coreEntry.lastIndexOf('@mantine/core') + '@mantine/core'.length);
const components = join(core, 'esm/components');

/** Style files in the order the app loads them: the entry's first, lazy ones after. */
const loadOrder = [
  'mantine-public.css',
  'mantine-forms.css',
  'mantine-student-area.css',
  'mantine-staff-area.css',
  'mantine-toasts.css',
] as const;

function importedComponents(file: string): string[] {
  const css = readFileSync(join(here, file), 'utf8');
  return [...css.matchAll(/@import ['"]@mantine\/core\/styles\/(\w+)\.layer\.css['"]/g)].flatMap(
    (match) => (match[1] ? [match[1]] : []),
  );
}

/** Mantine's own order of component styles, from its complete stylesheet. */
function mantineOrder(): string[] {
  const all = readFileSync(join(core, 'styles.layer.css'), 'utf8');
  const position = (name: string) => {
    const firstClass = /\.m_[0-9a-f]+/.exec(
      readFileSync(join(core, 'styles', `${name}.layer.css`), 'utf8'),
    );
    return firstClass ? all.indexOf(firstClass[0]) : -1;
  };
  return readdirSync(join(core, 'styles'))
    .filter((file) => file.endsWith('.layer.css'))
    .map((file) => file.replace('.layer.css', ''))
    .sort((a, b) => position(a) - position(b));
}

const hasStyles = (name: string) => existsSync(join(core, 'styles', `${name}.layer.css`));

/** The styled components a component is built from (itself included), following its imports. */
function styledParts(component: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
      const target = resolve(dirname(file), match[1] ?? '');
      if (existsSync(target)) visit(target);
    }
  };
  for (const file of readdirSync(join(components, component))) {
    if (file.endsWith('.mjs')) visit(join(components, component, file));
  }
  // A part counts when its CSS module (its class names) is used, not just any helper of it.
  const parts = new Set<string>();
  for (const file of seen) {
    const name = /components\/(\w+)\/.*\.module\.mjs$/.exec(file)?.[1];
    if (name && hasStyles(name)) parts.add(name);
  }
  return parts;
}

/** The staff area's own source: its route table, its layout and its sections. */
const isStaffSource = (path: string) =>
  /[/\\](features[/\\]admin-[^/\\]+[/\\]|app[/\\]staff-routes\.tsx$|app[/\\]layouts[/\\]admin-)/.test(
    path,
  );

/** Every @mantine/core component the app's source imports (outside the staff area's, if asked). */
function usedComponents({ withStaff = true } = {}): Set<string> {
  const used = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        /\.tsx?$/.test(entry.name) &&
        !entry.name.includes('.test.') &&
        (withStaff || !isStaffSource(path))
      ) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)) {
          for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
            if (existsSync(join(components, name))) used.add(name);
          }
        }
      }
    }
  };
  walk(resolve(here, '../../..'));
  return used;
}

describe('Mantine styles', () => {
  const imported = Object.fromEntries(loadOrder.map((file) => [file, importedComponents(file)]));
  const everywhere = Object.values(imported).flat();

  it('are each imported once', () => {
    const repeated = everywhere.filter((name, index) => everywhere.indexOf(name) !== index);
    expect(repeated).toEqual([]);
  });

  it('come in Mantine’s order within each file', () => {
    const order = mantineOrder();
    for (const file of loadOrder) {
      const names = imported[file] ?? [];
      const sorted = [...names].sort((a, b) => order.indexOf(a) - order.indexOf(b));
      expect({ file, names }).toEqual({ file, names: sorted });
    }
  });

  it('cover every component the app uses, and the components it is built from', () => {
    const available = new Set(everywhere);
    const missing = [...usedComponents()].flatMap((component) =>
      [...styledParts(component)]
        .filter((part) => !available.has(part))
        .map((part) => `${component} needs ${part}`),
    );
    expect(missing).toEqual([]);
  });

  it('leave to the staff area’s sheet what only staff screens use', () => {
    const outsideStaff = [...usedComponents({ withStaff: false })].flatMap((component) => [
      ...styledParts(component),
    ]);
    const staffOnly = (imported['mantine-student-area.css'] ?? []).filter(
      (name) => !outsideStaff.includes(name),
    );
    expect(staffOnly).toEqual([]);
  });

  it('load what a component is built from no later than the component', () => {
    const order = mantineOrder();
    const loadedBy = (name: string) =>
      loadOrder.findIndex((file) => (imported[file] ?? []).includes(name));
    const late = everywhere
      .filter((name) => existsSync(join(components, name)))
      .flatMap((component) =>
        [...styledParts(component)]
          .filter((part) => part !== component && order.indexOf(part) < order.indexOf(component))
          .filter((part) => loadedBy(part) > loadedBy(component))
          .map((part) => `${part} loads after ${component}`),
      );
    expect(late).toEqual([]);
  });
});
