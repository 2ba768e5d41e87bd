import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0105: what only an interaction opens (menus, tooltips, the bell's panel, the phone's drawer, the dialogs'
 * host) is imported by its own lazily loaded module, so Mantine's Popover, Menu, Tooltip, Drawer, ScrollArea and
 * floating-ui are not part of every signed-in page's first load. A static import from the shell or the shared
 * components would quietly bring them back (the build's chunk plan follows the imports).
 */
const src = path.resolve(import.meta.dirname, '..');
const walk = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
const valueImportsOf = (file: string, pkg: string): string[] => {
  const text = fs.readFileSync(path.join(src, file), 'utf8');
  return [...text.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${pkg.replace('/', '\\/')}'`, 'g'))].flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );
};
const OPENED_ONLY = ['Menu', 'Popover', 'Tooltip', 'Drawer', 'Modal', 'ScrollArea'];
const SHELL_AND_SHARED = ['app/layouts/AppLayout.tsx', 'app/layouts/Sidebar.tsx', 'app/layouts/UserMenu.tsx', 'app/layouts/NotificationBell.tsx', 'app/signed-in-providers.tsx', 'components/Hint.tsx', 'components/RowMenu.tsx'];

describe('first load of a signed-in page', () => {
  it.each(SHELL_AND_SHARED)('%s imports no Mantine component that only an interaction opens', (file) => {
    expect(valueImportsOf(file, '@mantine/core').filter((name) => OPENED_ONLY.includes(name))).toEqual([]);
    expect(valueImportsOf(file, '@mantine/modals')).toEqual([]);
  });

  it('the row menus take their items from the Menu they are given (no module but the opened menu imports Menu)', () => {
    const importers = walk(src)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => path.relative(src, f))
      .filter((f) => valueImportsOf(f, '@mantine/core').includes('Menu'));
    expect(importers).toEqual([path.join('components', 'row-menu-opened.tsx')]);
  });

  it('list pages filter through DeferredSelect and DeferredDateInput, not Mantine Select or the date field', () => {
    const lists = walk(path.join(src, 'features'))
      .filter((f) => f.endsWith('ListPage.tsx'))
      .map((f) => path.relative(src, f));
    expect(lists.length).toBeGreaterThan(20);
    const eager = lists.filter((f) => valueImportsOf(f, '@mantine/core').includes('Select') || /import\s*\{[^}]*\bDateInput\b[^}]*\}\s*from\s*'[./]+\/components\/inputs'/.test(fs.readFileSync(path.join(src, f), 'utf8')));
    // the teams list's city field is searchable and waits for a state: a Select of its own
    expect(eager).toEqual([path.join('features', 'customers', 'TeamsListPage.tsx')]);
  });
});
