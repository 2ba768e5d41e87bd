import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

/** A relative import's file: the path as written, or with .ts/.tsx, or its index. */
function resolve(from: string, target: string): string | null {
  const base = path.resolve(path.dirname(from), target);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The source files a page loads before it can render: static imports only (an `import()` is a later chunk), type-only
 * imports left out. Each file with the packages it imports values from.
 */
function firstLoad(entries: string[]): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const visit = (file: string) => {
    if (files.has(file) || !/\.tsx?$/.test(file)) return;
    const packages: string[] = [];
    files.set(file, packages);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, target] of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'([^']+)'/gms)) {
      if (target!.startsWith('.')) {
        const resolved = resolve(file, target!);
        if (resolved) visit(resolved);
      } else packages.push(target!);
    }
  };
  entries.forEach((e) => visit(path.join(SRC, e)));
  return files;
}

const SIGNED_IN_LIST = ['main.tsx', 'app/layouts/AppLayout.tsx', 'app/signed-in-pages.tsx', 'features/events/EventsListPage.tsx'];

describe('first load of a signed-in list page (issue 13 §1, decision 0085)', () => {
  const files = firstLoad(SIGNED_IN_LIST);
  const importing = (pkg: (p: string) => boolean) =>
    [...files].filter(([, pkgs]) => pkgs.some(pkg)).map(([file]) => path.relative(SRC, file));

  it('follows the imports of the shell and the events list', () => {
    expect(files.size).toBeGreaterThan(30);
    expect([...files.keys()].map((f) => path.relative(SRC, f))).toEqual(expect.arrayContaining(['app/layouts/NotificationBell.tsx', 'components/list/DataTable.tsx']));
  });

  it("imports the contract's constants entry only: no schema module, no zod", () => {
    // the main entry runs z.config and builds every schema of the modules it is asked for
    expect(importing((p) => p === '@backoffice/contract')).toEqual([]);
    expect(importing((p) => p === 'zod' || p.startsWith('zod/'))).toEqual([]);
  });
});
