import { COUPON_CODE_ALPHABET, COUPON_CSV, COUPON_MSG, MODAL } from '@backoffice/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/a11y.ts';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, closeNotifications, confirmModal, expectNotification, pageHeading, searchRow, typeDate, unique, useBrowser, visible } from '../support/browser.ts';
import { downloadCsv } from '../support/csv.ts';

/** An input found by its label (an asterisk may follow the text). */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

describe('cupons', () => {
  const b = useBrowser();

  it('cria um cupom com um lote de códigos gerados, baixa cupom.csv e desativa o cupom', async () => {
    const page = await signedInPage(b, DEMO.admin, '/coupons/list');
    await visible(pageHeading(page, 'Cupons'));
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await atPath(page, '/coupons/new');

    const name = `Assessoria E2E ${unique('')}`;
    await field(page, 'Nome').fill(name);
    // the event or tournament: one search over both sources; the first event offered
    await page.getByRole('combobox', { name: 'Evento ou torneio' }).click();
    await page.getByRole('option').first().click();
    // above 100 is a typo to show, not a value to clamp (a free coupon otherwise)
    await field(page, 'Percentual de desconto').fill('150');
    await typeDate(field(page, 'Data inicial'), '2026-11-01');
    await typeDate(field(page, 'Data final'), '2026-10-01');
    await page.getByText('Lote de códigos gerados', { exact: true }).click();
    await field(page, 'Quantidade de códigos').fill('25');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    // the rules are shown at their fields before anything is sent
    await visible(page.getByText(COUPON_MSG.percentRange, { exact: true }));
    await visible(page.getByText(COUPON_MSG.endBeforeStart, { exact: true }));
    await expectAccessible(page, 'formulário de cupom com erros');
    await field(page, 'Percentual de desconto').fill('15');
    await typeDate(field(page, 'Data final'), '2026-12-31');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, COUPON_MSG.created);
    await atPath(page, /^\/coupons\/\d+\/show$/);
    await visible(pageHeading(page, name));
    await visible(page.getByRole('heading', { name: 'Códigos (25)' }));
    await expectAccessible(page, 'página do cupom');

    const csv = await downloadCsv(page, `Baixar ${COUPON_CSV}`);
    expect(csv.fileName).toBe(COUPON_CSV);
    expect(csv.rows[0]).toEqual(['Cupom', 'Nome do cupom', 'Código', 'Status do código', 'Limite de usos', 'Usos', 'Usos restantes', 'Desconto concedido (R$)', 'Criado em']);
    const codes = csv.rows.slice(1).map((r) => r[2]!);
    expect(codes).toHaveLength(25);
    expect(new Set(codes).size).toBe(25);
    expect(codes.every((c) => new RegExp(`^[${COUPON_CODE_ALPHABET}]{10}$`).test(c))).toBe(true);
    expect(csv.rows.slice(1).every((r) => r[1] === name && r[5] === '0')).toBe(true);

    // a code is found by the start of its text, and disabled from the codes list
    const code = codes[7]!;
    const row = await searchRow(page, 'Buscar pelo início do código', code.slice(0, 7).toLowerCase());
    await row.getByRole('button', { name: `Desativar ${code}` }).click();
    await confirmModal(page, MODAL.disable);
    await expectNotification(page, COUPON_MSG.codeDisabled);
    await closeNotifications(page);

    await page.getByRole('button', { name: 'Desativar cupom', exact: true }).click();
    await confirmModal(page, MODAL.disable);
    await expectNotification(page, COUPON_MSG.disabled);
    await visible(page.getByRole('button', { name: 'Ativar cupom', exact: true }));
  });
});
