/** axe-core in the browser tests: serious and critical violations fail the test that met them. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Runs axe-core on the page as it is now (transitions finished) and returns its serious/critical violations, one line per rule. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A fading dialog or toast is half transparent: finish running animations so contrast is judged on the settled page.
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish())).catch(() => undefined);
  // Legacy mode runs axe in the page itself: the default opens a blank page per check to merge the frames' results (the
  // panel has no iframes). Only violations are collected node by node. Together: 3.0 → 0.85 s a check, same findings.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => `      ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').replace(/^Fix any of the following: /, '')}`);
      const more = v.nodes.length > 5 ? `\n      … e mais ${v.nodes.length - 5} elemento(s)` : '';
      return `[${v.impact}] ${v.id} (${v.nodes.length}): ${v.help} — ${v.helpUrl}\n${nodes.join('\n')}${more}`;
    });
}

/** Throws, listing each violation, when the page has serious or critical ones. */
export async function expectAccessible(page: Page, where = new URL(page.url()).pathname): Promise<void> {
  const found = await seriousViolations(page);
  if (found.length) throw new Error(`axe em ${where}: ${found.length} regra(s) violada(s)\n  ${found.join('\n  ')}`);
}
