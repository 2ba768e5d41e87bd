import { describe, expect, it } from 'vitest';
import { can, canOpenPage, mergeProfiles, pageResource } from './permissions.ts';

const staff = mergeProfiles([{ name: 'Eventos (leitura)', permissions: [{ action: 'index', resource: 'events', controller_path: null }] }]);

describe('pageResource', () => {
  it('takes the first segment with hyphens turned into spaces', () => {
    expect(pageResource('/event-groups/list')).toBe('event groups');
    expect(pageResource('/tf-users/12/edit')).toBe('tf users');
    expect(pageResource('/withdraw_kits/events')).toBe('withdraw_kits');
  });
});

describe('can', () => {
  it('grants everything to Master and Admin profiles', () => {
    const master = mergeProfiles([{ name: 'Master', permissions: [] }]);
    expect(can(master, 'destroy', 'users')).toBe(true);
    expect(mergeProfiles([{ name: 'Admin', permissions: [] }]).fullAccess).toBe(true);
  });
  it('treats index and list as one read grant, and nothing more', () => {
    const lister = mergeProfiles([{ name: 'x', permissions: [{ action: 'list', resource: 'events', controller_path: null }] }]);
    expect(can(lister, 'index', 'events')).toBe(true);
    expect(can(staff, 'list', 'events')).toBe(true);
    expect(can(staff, 'create', 'events')).toBe(false);
    expect(can(staff, 'index', 'users')).toBe(false);
  });
  it('merges the permissions of every profile', () => {
    const merged = mergeProfiles([
      { name: 'a', permissions: [{ action: 'index', resource: 'events', controller_path: null }] },
      { name: 'b', permissions: [{ action: 'create', resource: 'events', controller_path: null }, { action: 'index', resource: 'events', controller_path: null }] },
    ]);
    expect(merged.permissions).toHaveLength(2);
    expect(can(merged, 'create', 'events')).toBe(true);
  });
});

describe('canOpenPage', () => {
  it('allows /admin and /403 to everyone and pages by their resource', () => {
    expect(canOpenPage(staff, '/admin')).toBe(true);
    expect(canOpenPage(staff, '/403')).toBe(true);
    expect(canOpenPage(staff, '/events/list')).toBe(true);
    expect(canOpenPage(staff, '/events/12/show')).toBe(true);
    expect(canOpenPage(staff, '/users/list')).toBe(false);
  });
});

describe('canOpenPage: a form the profile could never save is not opened', () => {
  it('asks create for /new, update for /edit, finish and import_results for those pages', () => {
    for (const path of ['/events/new', '/events/12/edit', '/events/12/finish', '/events/12/import', '/events/12/subscriptions/5/edit']) expect(canOpenPage(staff, path), path).toBe(false);
    const editor = mergeProfiles([
      { name: 'e', permissions: ['index', 'create', 'update', 'finish'].map((action) => ({ action, resource: 'events', controller_path: null })) },
      { name: 'k', permissions: ['index', 'withdraw'].map((action) => ({ action, resource: 'withdraw_kits', controller_path: null })) },
    ]);
    for (const path of ['/events/new', '/events/12/edit', '/events/12/finish', '/events/12/subscriptions/5/edit']) expect(canOpenPage(editor, path), path).toBe(true);
    expect(canOpenPage(editor, '/events/12/import')).toBe(false);
    expect(canOpenPage(editor, '/events/subscriptions-report')).toBe(false);
    expect(canOpenPage(editor, '/withdraw_kits/events/3')).toBe(true);
    expect(canOpenPage(editor, '/withdraw_kits/events/3/subscriptions/9/edit')).toBe(false);
  });
});
