import { describe, expect, it } from 'vitest';
import { planChunkGroups, planMantineStyles, type PlannedChunk } from './chunk-groups';

const ROOTS = {
  signIn: /\/SignInPage\.tsx$/,
  shell: /\/(AppLayout|signed-in-pages)\.tsx$/,
  pageTable: /\/signed-in-pages\.tsx$/,
  listPage: /ListPage\.tsx$/,
};

/** A chunk of the first pass: `facade` is its page (or null for a shared chunk), `modules` what it holds. */
function chunk(fileName: string, imports: string[], options: { facade?: string; entry?: boolean; modules?: string[]; dynamicImports?: string[] } = {}): PlannedChunk {
  return {
    fileName,
    facadeModuleId: options.facade ?? null,
    isEntry: options.entry ?? false,
    isDynamicEntry: !options.entry && Boolean(options.facade),
    imports,
    dynamicImports: options.dynamicImports ?? [],
    moduleIds: options.modules ?? (options.facade ? [options.facade] : [`/m/${fileName}`]),
  };
}

/** An app like ours: an entry, /sign_in, the shell and its page table, three list pages and a form. */
function firstPass(): PlannedChunk[] {
  return [
    chunk('index.js', ['react.js'], { entry: true, modules: ['/src/main.tsx', '/src/app/router.tsx'] }),
    chunk('react.js', [], { modules: ['/node_modules/react/index.js'] }),
    chunk('SignInPage.js', ['react.js', 'TextInput.js', 'signin-only.js'], { facade: '/src/features/auth/SignInPage.tsx' }),
    chunk('signin-only.js', ['react.js']),
    chunk('TextInput.js', ['react.js']),
    chunk('AppLayout.js', ['react.js', 'TextInput.js', 'Menu.js'], { facade: '/src/app/layouts/AppLayout.tsx' }),
    chunk('Menu.js', ['react.js']),
    chunk('signed-in-pages.js', ['react.js'], {
      facade: '/src/app/signed-in-pages.tsx',
      dynamicImports: ['EventsListPage.js', 'UsersListPage.js', 'OrdersListPage.js', 'EventEditPage.js'],
    }),
    chunk('EventsListPage.js', ['list.js', 'Table.js', 'events-only.js'], { facade: '/src/features/events/EventsListPage.tsx' }),
    chunk('UsersListPage.js', ['list.js', 'Table.js'], { facade: '/src/features/users/UsersListPage.tsx' }),
    chunk('OrdersListPage.js', ['list.js', 'Money.js'], { facade: '/src/features/orders/OrdersListPage.tsx' }),
    chunk('EventEditPage.js', ['forms.js', 'list.js'], { facade: '/src/features/events/EventEditPage.tsx' }),
    chunk('list.js', ['Select.js'], { modules: ['/src/components/list/DataTable.tsx', '/src/components/list/use-list.ts'] }),
    chunk('Select.js', ['react.js']),
    chunk('Table.js', ['react.js']),
    chunk('Money.js', ['react.js']),
    chunk('events-only.js', ['react.js']),
    chunk('forms.js', ['react.js']),
  ];
}

function groupsOf(plan: Map<string, string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [id, group] of plan) (out[group] ??= []).push(id);
  for (const ids of Object.values(out)) ids.sort();
  return out;
}

describe('planChunkGroups', () => {
  it('puts the shell, what /sign_in shares with it and the lists’ common code in one group each', () => {
    expect(groupsOf(planChunkGroups(firstPass(), ROOTS))).toEqual({
      // /sign_in's input is the shell's too; the sign-in page and what only it uses stay apart
      ui: ['/m/TextInput.js'],
      shell: ['/m/Menu.js', '/src/app/layouts/AppLayout.tsx', '/src/app/signed-in-pages.tsx'],
      // list.js and Select.js: all three lists; Table.js: two of three; Money.js (one list) and the form's stay apart
      'page-kit': ['/m/Select.js', '/m/Table.js', '/src/components/list/DataTable.tsx', '/src/components/list/use-list.ts'],
    });
  });

  it('never moves the entry’s chunks, nor a page of its own', () => {
    const chunks = firstPass();
    // a list page that the others import statically (a page reused inside another) stays a page
    chunks.find((c) => c.fileName === 'UsersListPage.js')!.imports.push('OrdersListPage.js');
    chunks.find((c) => c.fileName === 'EventsListPage.js')!.imports.push('OrdersListPage.js', 'react.js');
    const plan = planChunkGroups(chunks, ROOTS);
    expect(plan.has('/src/features/orders/OrdersListPage.tsx')).toBe(false);
    expect(plan.has('/node_modules/react/index.js')).toBe(false);
    expect(plan.has('/src/main.tsx')).toBe(false);
    expect(plan.has('/src/features/auth/SignInPage.tsx')).toBe(false);
    expect(plan.has('/m/signin-only.js')).toBe(false);
  });

  it('fails the build when the app it plans for has changed shape', () => {
    const withoutShell = firstPass().filter((c) => !/AppLayout|signed-in-pages/.test(c.fileName));
    expect(() => planChunkGroups(withoutShell, ROOTS)).toThrow(/chunk plan/);
    const withoutLists = firstPass().map((c) => (c.fileName === 'signed-in-pages.js' ? { ...c, dynamicImports: ['EventEditPage.js'] } : c));
    expect(() => planChunkGroups(withoutLists, ROOTS)).toThrow(/no list page/);
  });
});

describe('planMantineStyles', () => {
  const classMap = (name: string, dir = name) => `/node_modules/@mantine/core/esm/components/${dir}/${name}.module.mjs`;
  const withStyles = (chunks: PlannedChunk[], file: string, ...ids: string[]) =>
    chunks.map((c) => (c.fileName === file ? { ...c, moduleIds: [...c.moduleIds, ...ids] } : c));

  it('gives the entry and the public pages the sheets they render, and the rest to signed-in pages', () => {
    let chunks = firstPass();
    chunks = withStyles(chunks, 'index.js', classMap('Paper'));
    chunks = withStyles(chunks, 'TextInput.js', classMap('Input'), `/node_modules/@mantine/core/esm/components/Input/InputWrapper/InputWrapper.mjs`);
    chunks = withStyles(chunks, 'Menu.js', classMap('Menu'), classMap('Input'));
    chunks = withStyles(chunks, 'Table.js', classMap('Table'));
    // a sub-component's own sheet (Checkbox/CheckboxCard) and one from Mantine's utils (InlineInput)
    chunks = withStyles(chunks, 'forms.js', classMap('CheckboxCard', 'Checkbox/CheckboxCard'), '/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs');
    const plan = planMantineStyles(chunks, /\/features\/auth\/[A-Za-z]+Page\.tsx$/);
    expect(plan.public.sort()).toEqual(['Input', 'Paper']);
    expect(plan.signedIn.sort()).toEqual(['CheckboxCard', 'InlineInput', 'Menu', 'Table']);
  });

  it('fails the build when no public page is found', () => {
    expect(() => planMantineStyles(firstPass(), /\/NoSuchPage\.tsx$/)).toThrow(/no public page/);
  });
});
