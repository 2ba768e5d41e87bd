import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y.ts';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { pageHeading, useBrowser, visible } from '../support/browser.ts';

/** Fails listing the violations (not only their count). */
function expectNoSerious(where: string, found: string[]) {
  if (found.length) console.error(`axe ${where}: ${found.length} regra(s) violada(s)\n  ${found.join('\n  ')}`);
  expect(found.map((f) => f.split('\n')[0]), `violações sérias/críticas do axe em ${where}`).toEqual([]);
}

describe('acessibilidade (axe-core: nada sério ou crítico)', () => {
  const b = useBrowser();

  it('/sign_in', async () => {
    const { page } = b;
    await page.goto('/sign_in');
    await visible(page.getByRole('button', { name: 'Entrar', exact: true }));
    const found = await seriousViolations(page);
    expectNoSerious('/sign_in', found);
  });

  it('/users/list', async () => {
    const page = await signedInPage(b, DEMO.admin, '/users/list');
    await visible(pageHeading(page, 'Usuários administradores'));
    await visible(page.getByRole('row').filter({ hasText: DEMO.admin.email }));
    const found = await seriousViolations(page);
    expectNoSerious('/users/list', found);
  });
});
