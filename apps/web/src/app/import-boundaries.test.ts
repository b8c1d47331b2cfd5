import { describe, expect, it } from 'vitest';

/*
 * The direction of imports in src: app may import features and shared; a feature imports
 * shared and itself, never another feature (screens that combine features are composed in
 * app); shared imports neither. Checked on the source text, tests included.
 */

const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `/src/features/auth/login-page.tsx` → `features/auth/login-page.tsx`. */
function fromSrc(globPath: string): string {
  return globPath.replace(/^\/src\//, '');
}

function resolve(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function importsOf(source: string): string[] {
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** Every import that breaks the direction, as `file → target`. */
function violations(): string[] {
  const found: string[] = [];
  for (const [globPath, source] of Object.entries(sources)) {
    const file = fromSrc(globPath);
    const [area, feature] = file.split('/');
    for (const specifier of importsOf(source)) {
      const target = resolve(file, specifier);
      if (target === null) continue;
      const [targetArea, targetFeature] = target.split('/');
      const crossFeature =
        area === 'features' && targetArea === 'features' && targetFeature !== feature;
      const sharedUpwards =
        area === 'shared' && (targetArea === 'features' || targetArea === 'app');
      if (crossFeature || sharedUpwards) found.push(`${file} → ${specifier}`);
    }
  }
  return found;
}

describe('import direction', () => {
  it('reads the whole source tree', () => {
    const files = Object.keys(sources).map(fromSrc);
    expect(files).toContain('features/auth/login-page.tsx');
    expect(files).toContain('shared/api/client.ts');
    expect(files).toContain('app/routes.tsx');
  });

  it('finds the imports it checks, static and lazy', () => {
    expect(
      importsOf("import { a } from '../x';\nconst b = import('../../y');\nimport './z';"),
    ).toEqual(['../x', '../../y', './z']);
    expect(resolve('features/auth/login-page.tsx', '../billing/pricing-page')).toBe(
      'features/billing/pricing-page',
    );
  });

  it('has no feature importing another, and no shared code importing app or features', () => {
    expect(violations()).toEqual([]);
  });
});
