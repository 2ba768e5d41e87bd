import { MSG, SALES_CSV } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { overflowingCards, pageHeading, useBrowser, visible } from '../support/browser.ts';
import { downloadCsv, waitForSearchParam } from '../support/csv.ts';

/** "R$ 1.234,56" (screen) or "1234,56" (CSV) → centavos. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

describe('sales report', () => {
  const b = useBrowser();

  it('abre o relatório de vendas, troca de aba e de ano e baixa o CSV cujo total confere com a tela', async () => {
    const page = await signedInPage(b, DEMO.admin, '/sales-report/list');
    await visible(pageHeading(page, 'Relatório de vendas'));
    await visible(page.getByTestId('sales-total'));

    // another tab: payments per method, with its table
    await page.getByRole('tab', { name: 'Pagamento' }).click();
    await waitForSearchParam(page, 'tab', 'payment_methods');
    await visible(page.getByRole('columnheader', { name: 'Forma de pagamento' }));
    await visible(page.getByRole('cell', { name: 'Pix', exact: true }));

    // another year (the selector lists the years with orders)
    await page.getByRole('tab', { name: 'Geral' }).click();
    const select = page.getByRole('combobox', { name: 'Ano' });
    const current = await select.inputValue();
    await select.click();
    const options = page.getByRole('option');
    await visible(options.first());
    const labels = (await options.allInnerTexts()).map((t) => t.trim());
    const other = labels.find((y) => y !== current) ?? current;
    await page.getByRole('option', { name: other, exact: true }).click();
    await waitForSearchParam(page, 'year', other);
    await visible(page.getByTestId('sales-total'));

    const csv = await downloadCsv(page, 'Exportar aba (CSV)');
    expect(csv.fileName).toBe(SALES_CSV.general);
    const header = csv.rows[0]!;
    const totalLine = csv.rows.find((r) => r[0] === 'Total')!;
    const csvTotal = cents(totalLine[header.indexOf('Total pago')]!);
    // the screen keeps the previous year's figures until the new year's arrive: it must settle on the file's
    const screenTotal = async () => cents(await page.getByTestId('sales-total').innerText());
    const screenOrders = async () => Number((await page.getByTestId('sales-orders').innerText()).replace(/\D/g, ''));
    await expect.poll(screenTotal, { timeout: 15_000 }).toBe(csvTotal);
    await expect.poll(screenOrders, { timeout: 15_000 }).toBe(Number(totalLine[header.indexOf('Pedidos pagos')]));
    const onScreen = await screenTotal();
    // the twelve months add up to the total line
    const monthSum = csv.rows.slice(1, 13).reduce((s, r) => s + cents(r[header.indexOf('Total pago')]!), 0);
    expect(monthSum).toBe(onScreen);

    // on a phone every figure stays inside its card (one card per row)
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(page.getByTestId('sales-total'));
    await expect.poll(() => overflowingCards(page), { timeout: 15_000 }).toBe(0);
  });

  it('diz "não encontrado" a um endereço que não nomeia um evento, no relatório de vendas e nos pedidos do fiscal', async () => {
    const page = await signedInPage(b, DEMO.admin, '/sales-report/abc/show');
    await visible(page.getByRole('alert').filter({ hasText: MSG.notFound }));
    await page.goto('/tax-report/999999/report');
    await visible(page.getByRole('alert').filter({ hasText: MSG.notFound }));
    await visible(page.getByRole('link', { name: 'Voltar para a lista' }));
  });
});
