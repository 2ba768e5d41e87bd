import { SPONSOR_MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { WAIT_MS, atPath, expectNotification, field, unique, useBrowser, visible } from '../support/browser.ts';

// 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('envio de imagens em qualquer endereço do painel', () => {
  const b = useBrowser();

  it('envia e mostra uma imagem com o painel aberto por outro nome que não o de PUBLIC_URL', async () => {
    // The server's PUBLIC_URL is 127.0.0.1:<port>; open the panel as localhost:<port>, as a colleague on another name would.
    const other = b.baseUrl.replace('127.0.0.1', 'localhost');
    expect(other).not.toBe(b.baseUrl);
    const context = await b.browser.newContext({ baseURL: other, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    context.setDefaultTimeout(WAIT_MS);
    try {
      const page = await context.newPage();
      const blocked: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) blocked.push(m.text());
      });
      await page.goto('/sign_in');
      await signIn(page, DEMO.admin);
      await page.goto('/sponsors/new');
      const name = `Logo E2E ${unique('')}`;
      await field(page, 'Nome').fill(name);
      await page.getByRole('combobox', { name: /^Tipo/ }).click();
      await page.getByRole('option', { name: 'Ouro', exact: true }).click();
      await page.locator('input[type=file]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      const preview = page.getByRole('img', { name: /^Prévia:/ });
      await visible(preview);
      const src = await preview.getAttribute('src');
      expect(src).toMatch(/^\/uploads\/images\//);
      // The browser really loaded it from this address.
      await page.waitForFunction((el) => (el as HTMLImageElement | null)?.naturalWidth === 1, await preview.elementHandle());
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expectNotification(page, SPONSOR_MSG.created);
      await atPath(page, /^\/sponsors\/\d+\/show$/);
      const logo = page.getByRole('img', { name: `Logo de ${name}` });
      await visible(logo);
      expect(await logo.getAttribute('src')).toBe(src);
      expect(blocked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
