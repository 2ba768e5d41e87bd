import { PARTNER_MSG, TOKEN_BATCH_MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, confirmModal, expectNotification, pageHeading, useBrowser, visible } from '../support/browser.ts';

describe('parceiros e lotes de tokens', () => {
  const b = useBrowser();

  it('altera o desconto Visa do Porto Bank confirmando atual → novo e vê a linha no histórico', async () => {
    const page = await signedInPage(b, DEMO.admin, '/partners/porto-bank');
    await visible(pageHeading(page, 'Porto Bank'));
    const current = (await visible(page.getByTestId('current-visa_percentage_discount'))).innerText();
    const next = (await current).trim() === '11,25%' ? '11,5' : '11,25';

    const input = page.getByRole('textbox', { name: /^Desconto Visa/ });
    await input.fill(next);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const changes = page.getByRole('dialog').getByTestId('partner-changes');
    await visible(changes.getByRole('row').filter({ hasText: 'Desconto Visa' }).getByText(`→ ${next}%`));
    await confirmModal(page, 'OK');
    await expectNotification(page, PARTNER_MSG.edited);
    await visible(page.getByTestId('current-visa_percentage_discount').getByText(`${next}%`, { exact: true }));

    await page.getByRole('link', { name: 'Histórico completo' }).click();
    await atPath(page, '/partners/porto-bank/history');
    const newest = page.getByRole('row').nth(1);
    await visible(newest.getByText('Alterado', { exact: true }));
    await visible(newest.getByText(`${next}%`, { exact: true }));
    expect(await newest.innerText()).toContain(`${(await current).trim()} → ${next}%`);
  });

  it('recusa 1000 códigos no formulário, gera um lote de 999 e abre o lote', async () => {
    const page = await signedInPage(b, DEMO.admin, '/token_batches/list');
    await visible(pageHeading(page, 'Lotes de tokens'));
    await page.getByRole('button', { name: 'Gerar lote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /^Loja/ }).click();
    await page.getByRole('option').first().click();
    const quantity = dialog.getByRole('textbox', { name: /^Quantidade de códigos/ });
    await quantity.fill('1000');
    await dialog.getByRole('button', { name: 'Gerar códigos' }).click();
    await visible(dialog.getByText('A quantidade máxima de códigos é 999'));

    await quantity.fill('999');
    await dialog.getByRole('button', { name: 'Gerar códigos' }).click();
    await expectNotification(page, TOKEN_BATCH_MSG.created(999));
    await atPath(page, /^\/token_batches\/\d+\/show$/);
    await visible(page.getByTestId('batch-quantity').getByText('999', { exact: true }));
    await visible(page.getByRole('heading', { name: 'Códigos (999)' }));
    // First page of 20 codes, all available.
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Disponível' }).count()).toBe(20);
  });
});
