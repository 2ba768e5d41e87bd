/**
 * Build-time only (vite.config.ts): which chunk each module joins so a page loads a few files instead of ~70
 * (issue 13 §1, decision 0100). Read from a first, automatic chunking of the same build — the modules a page really
 * loads after tree-shaking — and answered as module → group for the second one:
 * - `ui`: what /sign_in loads beyond the entry that signed-in pages use too (inputs, buttons);
 * - `shell`: the rest of what every signed-in page loads (layout, menus, dialogs, the page table);
 * - `page-kit`: what at least half of the list pages load beyond the shell (list, table, filters, page header).
 * Everything else stays with the automatic chunking (each page's own code, forms, charts).
 * The same first pass says which of Mantine's per-component style sheets the public pages need (planMantineStyles).
 */

/** The part of a chunk the plan reads (Rolldown's OutputChunk has these fields). */
export interface PlannedChunk {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

/** The plan's groups, which are also the names of their chunks. */
export const CHUNK_GROUPS = ['ui', 'shell', 'page-kit'] as const;
export type ChunkGroup = (typeof CHUNK_GROUPS)[number];

export interface ChunkPlanRoots {
  /** The /sign_in page module. */
  signIn: RegExp;
  /** The modules that make the signed-in shell (its layout and its page table). */
  shell: RegExp;
  /** The page table module: its dynamic imports are the signed-in pages. */
  pageTable: RegExp;
  /** Which of those pages are lists. */
  listPage: RegExp;
}

/** The chunks `files` load: themselves and their static imports, transitively. */
export function staticClosure(chunks: Pick<PlannedChunk, 'fileName' | 'imports'>[]): (files: string[]) => Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  return (files) => {
    const seen = new Set<string>();
    const stack = [...files];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file) || !byFile.has(file)) continue;
      seen.add(file);
      stack.push(...byFile.get(file)!.imports);
    }
    return seen;
  };
}

export function planChunkGroups(chunks: PlannedChunk[], roots: ChunkPlanRoots): Map<string, ChunkGroup> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = staticClosure(chunks);
  const holding = (re: RegExp) => chunks.filter((c) => c.moduleIds.some((id) => re.test(id)));
  const one = (re: RegExp, what: string) => {
    const found = chunks.filter((c) => c.facadeModuleId && re.test(c.facadeModuleId));
    if (found.length !== 1) throw new Error(`chunk plan: ${found.length} chunks for ${what}`);
    return found[0]!;
  };

  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const signIn = one(roots.signIn, 'the sign-in page');
  const shellRoots = holding(roots.shell);
  if (shellRoots.length === 0) throw new Error('chunk plan: no chunk holds the signed-in shell');
  const shell = new Set([...closure(shellRoots.map((c) => c.fileName))].filter((f) => !entry.has(f)));
  const pages = one(roots.pageTable, 'the page table').dynamicImports;
  const lists = pages.filter((f) => roots.listPage.test(byFile.get(f)?.facadeModuleId ?? ''));
  if (lists.length === 0) throw new Error('chunk plan: no list page in the page table');
  const pageLoads = pages.map((p) => [...closure([p])].filter((f) => f !== p && !entry.has(f) && !shell.has(f)));

  const group = new Map<string, ChunkGroup>();
  const signedIn = new Set([...shell, ...pageLoads.flat()]);
  for (const f of closure([signIn.fileName])) if (!entry.has(f) && f !== signIn.fileName && signedIn.has(f)) group.set(f, 'ui');
  for (const f of shell) if (!group.has(f)) group.set(f, 'shell');
  const listUses = new Map<string, number>();
  pages.forEach((p, i) => {
    if (lists.includes(p)) pageLoads[i]!.forEach((f) => listUses.set(f, (listUses.get(f) ?? 0) + 1));
  });
  for (const [f, uses] of listUses) {
    if (!group.has(f) && !byFile.get(f)!.isDynamicEntry && uses * 2 >= lists.length) group.set(f, 'page-kit');
  }

  const byModule = new Map<string, ChunkGroup>();
  for (const [f, g] of group) for (const id of byFile.get(f)!.moduleIds) byModule.set(id, g);
  return byModule;
}

/** A Mantine component's class map (`Button.module.mjs`): its classes are styled by `styles/Button.css`. */
const MANTINE_CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/**
 * Mantine's per-component style sheets instead of its whole `styles.css` (issue 13 §1: only the CSS of the components
 * in use): the ones the entry and the public pages render go with the entry (`public`, render-blocking, small); the
 * others with the signed-in shell, which every signed-in page loads first (`signedIn`). Names without `.css`, unsorted.
 */
export function planMantineStyles(chunks: PlannedChunk[], publicPages: RegExp): { public: string[]; signedIn: string[] } {
  const closure = staticClosure(chunks);
  const publicRoots = chunks.filter((c) => c.isEntry || (c.facadeModuleId && publicPages.test(c.facadeModuleId)));
  if (!publicRoots.some((c) => !c.isEntry)) throw new Error('chunk plan: no public page found');
  const publicFiles = closure(publicRoots.map((c) => c.fileName));
  const sheets = (files: PlannedChunk[]) => new Set(files.flatMap((c) => c.moduleIds.map((id) => MANTINE_CLASS_MAP.exec(id)?.[1]).filter((n): n is string => Boolean(n))));
  const publicSheets = sheets(chunks.filter((c) => publicFiles.has(c.fileName)));
  const signedIn = [...sheets(chunks.filter((c) => !publicFiles.has(c.fileName)))].filter((n) => !publicSheets.has(n));
  return { public: [...publicSheets], signedIn };
}
