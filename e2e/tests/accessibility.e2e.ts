import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { pageHeading, useBrowser, visible } from '../support/browser.ts';

/** Runs axe-core and returns the serious/critical violations, one line per rule with (at most 5 of) its nodes. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => `      ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').replace(/^Fix any of the following: /, '')}`);
      const more = v.nodes.length > 5 ? `\n      … e mais ${v.nodes.length - 5} elemento(s)` : '';
      return `[${v.impact}] ${v.id} (${v.nodes.length}): ${v.help} — ${v.helpUrl}\n${nodes.join('\n')}${more}`;
    });
}

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
    const page = await signedInPage(b, DEMO.admin);
    await page.goto('/users/list');
    await visible(pageHeading(page, 'Usuários administradores'));
    await visible(page.getByRole('row').filter({ hasText: DEMO.admin.email }));
    const found = await seriousViolations(page);
    expectNoSerious('/users/list', found);
  });
});
