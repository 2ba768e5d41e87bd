import { MODAL, TRAINER_MSG, WITHDRAWS_CSV, formatMoney, type WalletBalance, type WithdrawRequest } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { adminToken, call } from '../support/api.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, confirmModal, expectNotification, pageHeading, useBrowser, visible } from '../support/browser.ts';
import { downloadCsv } from '../support/csv.ts';

describe('trainers', () => {
  const b = useBrowser();

  it('aprova um treinador, abre o financeiro, aprova um saque (o saldo muda) e exporta withdraws.csv', async () => {
    // preparation: a seeded pending withdraw request whose trainer has the money, and that trainer back 'Em análise'
    const token = await adminToken();
    const pending = await call<WithdrawRequest[]>('GET', '/v2/trainer/withdraws?status=pending&per_page=50', token);
    let chosen: { w: WithdrawRequest; balance: WalletBalance } | null = null;
    for (const w of pending) {
      const balance = await call<WalletBalance>('GET', `/v2/trainer/users/${w.trainer_id}/bank_account/balance`, token);
      if (balance.available >= 0) {
        chosen = { w, balance };
        break;
      }
    }
    if (!chosen) throw new Error('o seed não tem saque pendente de treinador com saldo disponível');
    const { w, balance } = chosen;
    await call('PATCH', `/v2/trainer/users/${w.trainer_id}/status`, token, { status: 'pending' });

    const page = await signedInPage(b, DEMO.admin, `/trainer/${w.trainer_id}/show`);
    await visible(pageHeading(page, w.trainer_name));
    await visible(page.getByTestId('trainer-status').getByText('Em análise'));
    await page.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await confirmModal(page, MODAL.enable);
    await expectNotification(page, TRAINER_MSG.statusChanged);
    await visible(page.getByTestId('trainer-status').getByText('Ativo'));

    await page.getByRole('tab', { name: 'Financeiro' }).click();
    await visible(page.getByTestId('balance-total').filter({ hasText: formatMoney(balance.balance) }));
    await page.getByRole('link', { name: /Abrir financeiro/ }).click();
    await atPath(page, `/trainer/${w.trainer_id}/finance`);
    await page.getByRole('button', { name: `Aprovar saque ${w.id}` }).click();
    await confirmModal(page, 'Sim, aprovar');
    await expectNotification(page, TRAINER_MSG.withdrawApproved);
    await visible(page.getByTestId('balance-total').filter({ hasText: formatMoney(Math.round((balance.balance - w.amount) * 100) / 100) }));
    await visible(page.getByTestId('balance-pending').filter({ hasText: formatMoney(Math.round((balance.pending_withdrawals - w.amount) * 100) / 100) }));

    await page.goto(`/trainer/withdraw/list?query=${encodeURIComponent(w.trainer_email)}`);
    await visible(pageHeading(page, 'Solicitações de saque'));
    await visible(page.getByRole('row').filter({ hasText: formatMoney(w.amount) }).first());
    const csv = await downloadCsv(page);
    expect(csv.fileName).toBe(WITHDRAWS_CSV);
    expect(csv.rows[0]).toEqual(['ID', 'Treinador', 'E-mail', 'Conta bancária', 'Valor solicitado', 'Valor pago', 'Status', 'Observações', 'Decidido por', 'Decidido em', 'Solicitado em']);
    const approvedRow = csv.rows.find((r) => r[0] === String(w.id));
    expect(approvedRow?.[6]).toBe('Aprovado');
  });
});
