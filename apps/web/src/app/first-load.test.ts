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

const SHELL = ['main.tsx', 'app/layouts/AppLayout.tsx', 'app/signed-in-pages.tsx'];
const SIGNED_IN_LIST = [...SHELL, 'features/events/EventsListPage.tsx'];

/** Every `/…/list` page of the route map with its module, read from signed-in-pages.tsx (a new list is checked from birth). */
function listPages(): [route: string, file: string][] {
  const source = fs.readFileSync(path.join(SRC, 'app/signed-in-pages.tsx'), 'utf8');
  return [...source.matchAll(/'(\/[\w-]+\/list)': \(\) => import\('\.\.\/([^']+)'\)/g)].map(([, route, file]) => [route!, `${file}.tsx`]);
}

const isContractMain = (p: string) => p === '@backoffice/contract';
const isZod = (p: string) => p === 'zod' || p.startsWith('zod/') || p.startsWith('@hookform/resolvers');
const importing = (files: Map<string, string[]>, pkg: (p: string) => boolean) =>
  [...files].filter(([, pkgs]) => pkgs.some(pkg)).map(([file]) => path.relative(SRC, file));

describe('first load of a signed-in list page (issue 13 §1, decision 0085)', () => {
  const files = firstLoad(SIGNED_IN_LIST);

  it('follows the imports of the shell and the events list', () => {
    expect(files.size).toBeGreaterThan(30);
    expect([...files.keys()].map((f) => path.relative(SRC, f))).toEqual(expect.arrayContaining(['app/layouts/NotificationBell.tsx', 'components/list/DataTable.tsx']));
  });

  it("imports the contract's constants entry only: no schema module, no zod", () => {
    // the main entry runs z.config and builds every schema of the modules it is asked for
    expect(importing(files, isContractMain)).toEqual([]);
    expect(importing(files, isZod)).toEqual([]);
  });

  it('holds for every list page of the route map (a create or edit modal loads its form when it opens)', () => {
    const pages = listPages();
    expect(pages.length).toBeGreaterThan(20);
    const offenders = pages.flatMap(([route, file]) => importing(firstLoad([...SHELL, file]), (p) => isContractMain(p) || isZod(p)).map((f) => `${route}: ${f}`));
    expect(offenders).toEqual([]);
  });
});
