import { deflateSync, crc32 } from 'node:zlib';
import { BANNER_MSG, CAMPAIGN_MSG, SETTINGS_MSG, type Campaign } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/a11y.ts';
import { DEMO } from '../support/accounts.ts';
import { adminToken, call } from '../support/api.ts';
import { signedInPage } from '../support/auth.ts';
import { WAIT_MS, atPath, confirmModal, expectNotification, field, gone, pageHeading, unique, useBrowser, visible } from '../support/browser.ts';

/** A 60×20 PNG (3:1, the app's banner ratio) in two colours, made here so the test needs no fixture file. */
function bannerPng(): Buffer {
  const [w, h] = [60, 20];
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) rows.set(x < w / 2 ? [79, 70, 229] : [250, 204, 21], y * (w * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe('marketing', () => {
  const b = useBrowser();

  it('cadastra um banner com uma imagem e vê a miniatura na lista', async () => {
    const page = await signedInPage(b, DEMO.admin, '/banners/new');
    await visible(pageHeading(page, 'Cadastrar banner'));
    // a non-image is refused before anything is sent
    const input = page.locator('input[type=file]').first();
    await input.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('não sou imagem') });
    await expectNotification(page, 'Arquivo deve ser uma imagem');
    await input.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: bannerPng() });
    await visible(page.getByRole('img', { name: 'Prévia do banner no aplicativo' }));
    const title = `Banner E2E ${unique('')}`;
    await field(page, 'Título').fill(title);
    await field(page, 'Posição').fill('1');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, BANNER_MSG.created);
    await atPath(page, /^\/banners\/\d+\/show$/);

    await page.goto(`/banners/list?query=${encodeURIComponent(title)}`);
    const thumb = page.getByRole('row').filter({ hasText: title }).getByRole('img', { name: `Banner ${title}` });
    await visible(thumb);
    expect(await thumb.getAttribute('src')).toMatch(/^\/uploads\/images\//);
    await expectAccessible(page);
    await page.waitForFunction((el) => (el as HTMLImageElement | null)?.naturalWidth === 60, await thumb.elementHandle(), { timeout: WAIT_MS });
  });

  it('encerra uma campanha', async () => {
    const token = await adminToken();
    const name = `Campanha E2E ${unique('')}`;
    const created = await call<Campaign>('POST', '/v1/campaigns/', token, { name, start_date: '2026-01-01', end_date: '2026-12-31' });
    const page = await signedInPage(b, DEMO.admin, `/campaigns/${created.id}/show`);
    await visible(pageHeading(page, name));
    await page.getByRole('button', { name: 'Encerrar campanha' }).click();
    await confirmModal(page, 'Sim, desabilitar');
    await expectNotification(page, CAMPAIGN_MSG.finished);
    await visible(page.getByRole('button', { name: 'Reativar campanha' }));
    await page.goto(`/campaigns?status=closed&query=${encodeURIComponent(name)}`);
    await visible(page.getByRole('row').filter({ hasText: name }).getByText('Encerrada', { exact: true }));
  });

  it('marca uma notificação como lida pelo sino e vê o contador cair', async () => {
    const page = await signedInPage(b, DEMO.admin, '/admin');
    const bell = page.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ });
    await visible(bell);
    const before = Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')![1]);
    expect(before).toBeGreaterThan(0);
    await bell.click();
    await expectAccessible(page, 'sino de notificações aberto');
    const panel = page.getByRole('dialog', { name: 'Notificações recentes' });
    // the keyboard path: Escape on the bell closes its panel, Enter opens it again
    await visible(panel);
    await page.keyboard.press('Escape');
    await gone(panel);
    await page.keyboard.press('Enter');
    const unread = panel.locator('[data-unread="true"]').first();
    await visible(unread);
    await unread.click();
    const after = before - 1;
    await visible(after === 0 ? page.getByRole('button', { name: 'Notificações', exact: true }) : page.getByRole('button', { name: `Notificações: ${after} não ${after === 1 ? 'lida' : 'lidas'}` }));
  });

  it('edita as configurações e volta para a visualização', async () => {
    const page = await signedInPage(b, DEMO.admin, '/settings/edit');
    await visible(pageHeading(page, 'Editar configurações'));
    const hours = `Segunda a sexta, das 9h às 18h (${unique('')})`;
    await field(page, 'Horário de atendimento').fill(hours);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, SETTINGS_MSG.updated);
    await atPath(page, '/settings/show');
    await visible(page.getByText(hours));
  });
});
