import { MODAL, NEWSLETTER_CSV, NEWSLETTER_MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, confirmModal, expectNotification, pageHeading, searchRow, useBrowser, visible } from '../support/browser.ts';
import { downloadCsv, waitForSearchParam } from '../support/csv.ts';

describe('newsletter', () => {
  const b = useBrowser();

  it('lista em ordem de e-mail, busca, desativa e reativa um assinante e exporta o CSV da busca', async () => {
    const page = await signedInPage(b, DEMO.admin, '/newsletter/list');
    await visible(pageHeading(page, 'Newsletter'));
    await atPath(page, '/newsletter/list');

    // the first active subscriber of the seeded list
    await page.goto('/newsletter/list?status=active');
    await visible(page.getByRole('row').nth(1).getByText('Ativo', { exact: true }));
    const firstEmail = (await page.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
    expect(firstEmail).toContain('@');

    const row = await searchRow(page, 'Buscar por e-mail ou nome', firstEmail);
    await waitForSearchParam(page, 'query', firstEmail);
    await row.getByRole('button', { name: `Desativar ${firstEmail}` }).click();
    await confirmModal(page, MODAL.disable);
    await expectNotification(page, NEWSLETTER_MSG.disabled);

    // it leaves the "Ativos" filter; under "Inativos" it can be enabled again
    await page.goto(`/newsletter/list?status=inactive&query=${encodeURIComponent(firstEmail)}`);
    const inactive = page.getByRole('row').filter({ hasText: firstEmail });
    await visible(inactive.getByText('Inativo', { exact: true }));
    await inactive.getByRole('button', { name: `Ativar ${firstEmail}` }).click();
    await confirmModal(page, MODAL.enable);
    await expectNotification(page, NEWSLETTER_MSG.enabled);

    await page.goto(`/newsletter/list?query=${encodeURIComponent(firstEmail)}`);
    await visible(page.getByRole('row').filter({ hasText: firstEmail }).getByText('Ativo', { exact: true }));
    const csv = await downloadCsv(page);
    expect(csv.fileName).toBe(NEWSLETTER_CSV);
    expect(csv.rows[0]).toEqual(['ID', 'E-mail', 'Nome', 'Origem', 'Status', 'Cadastrado em']);
    expect(csv.rows.slice(1).map((r) => [r[1], r[4]])).toEqual([[firstEmail, 'Ativo']]);
  });
});
