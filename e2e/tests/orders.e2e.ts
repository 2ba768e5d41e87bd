import { ORDERS_MSG, RESERVATIONS_MSG, formatCpf, type OrderListItem, type ReservationDetail } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { adminToken, call } from '../support/api.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, expectNotification, overflowingCards, pageHeading, typeDate, useBrowser, visible, WAIT_MS } from '../support/browser.ts';
import { waitForSearchParam } from '../support/csv.ts';

describe('pedidos e reservas', () => {
  const b = useBrowser();

  it('encontra um pedido pelo CPF, confirma o pagamento e vê a mudança no histórico de status', async () => {
    const token = await adminToken();
    const [order] = await call<OrderListItem[]>('GET', '/v1/orders?status=pending_payment&per_page=1', token);
    expect(order?.customer.cpf).toBeTruthy();
    const cpf = formatCpf(order!.customer.cpf!);

    const page = await signedInPage(b, DEMO.admin, '/orders/list');
    await visible(pageHeading(page, 'Pedidos'));
    await page.getByRole('combobox', { name: 'Buscar por' }).click();
    await page.getByRole('option', { name: 'CPF', exact: true }).click();
    await waitForSearchParam(page, 'query_field', 'cpf');
    const search = page.getByRole('textbox', { name: 'CPF com ou sem máscara' });
    await search.fill(cpf);
    await search.press('Enter');
    await waitForSearchParam(page, 'query', cpf);
    const link = page.getByRole('row').getByRole('link', { name: `#${order!.id}`, exact: true });
    await visible(link);
    await link.click();
    await atPath(page, `/orders/${order!.id}/show`);
    await visible(pageHeading(page, `Pedido #${order!.id}`));
    // CPF, e-mail and phone come from the customers call, which logs the view (decision 0086)
    await visible(page.getByText(cpf).first());
    const log = await call<{ kind: string; user_name: string | null }[]>('GET', `/v1/customer/users/${order!.customer.id}/access_log`, token);
    expect(log[0]?.kind).toBe('show');

    await page.getByRole('button', { name: 'Editar status' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Novo status' }).click();
    await page.getByRole('option', { name: 'Pagamento confirmado' }).click();
    await dialog.getByRole('button', { name: 'Salvar status' }).click();
    await expectNotification(page, ORDERS_MSG.statusEdited);

    // the timeline reads the audit trail: who changed it, from what to what
    const timeline = page.locator('div', { has: page.getByRole('heading', { name: 'Histórico de status' }) }).last();
    await visible(timeline.getByText('Status alterado').first());
    await visible(timeline.getByText('Pagamento confirmado').first());
    await visible(timeline.getByText('Aguardando pagamento').first());
    const after = await call<{ status: string; payments: { status: string }[] }>('GET', `/v1/orders/${order!.id}`, token);
    expect(after.status).toBe('payment_confirmed');
    // the gateway never approved an attempt of this order: the payments say the staff confirmed it
    expect(after.payments.some((p) => p.status === 'approved' || p.status === 'authorized')).toBe(false);
    await visible(page.getByText('Pagamento confirmado pela equipe', { exact: true }));
  });

  it('pede o relatório de pedidos só com as duas datas, a final não antes da inicial', async () => {
    const page = await signedInPage(b, DEMO.admin, '/orders-report/list');
    await visible(pageHeading(page, 'Relatório de pedidos'));
    const request = page.getByRole('button', { name: 'Solicitar relatório' });
    await request.click();
    await expectNotification(page, ORDERS_MSG.reportDatesRequired);
    await typeDate(page.getByLabel('Data Inicial'), '2026-10-20');
    await typeDate(page.getByLabel('Data Final'), '2026-10-10');
    // the typed end date stays, with the rule beside it, instead of vanishing and reading as "missing"
    await expect.poll(() => page.getByLabel('Data Final').inputValue()).toBe('10.10.2026');
    await request.click();
    await expectNotification(page, ORDERS_MSG.periodOrder);
  });

  it('mostra o pedido quando o cadastro do cliente não é encontrado (404 ignorado, §8)', async () => {
    const token = await adminToken();
    const [order] = await call<OrderListItem[]>('GET', '/v1/orders?status=payment_confirmed&per_page=1', token);
    const page = await signedInPage(b, DEMO.admin);
    await page.route('**/v1/customer/users/*', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Usuário não encontrado.' }] }) }));
    await page.goto(`/orders/${order!.id}/show`);
    await visible(pageHeading(page, `Pedido #${order!.id}`));
    await visible(page.getByText('Cadastro do cliente não encontrado.'));
    await visible(page.getByText(order!.customer.name).first());
    await visible(page.getByRole('table', { name: 'Itens do pedido' }));
    await visible(page.getByRole('heading', { name: 'Histórico de status' }));
  });

  it('aprova uma reserva pendente com as vagas definidas', async () => {
    const token = await adminToken();
    const pending = await call<{ id: number }[]>('GET', '/v1/reservations?status=pending&per_page=50', token);
    let target: ReservationDetail | null = null;
    for (const r of pending) {
      const detail = await call<ReservationDetail>('GET', `/v1/reservations/${r.id}`, token);
      if (detail.event_vacancies_available === null || detail.event_vacancies_available >= 1) {
        target = detail;
        break;
      }
    }
    expect(target, 'uma reserva pendente num evento com vagas').toBeTruthy();

    const page = await signedInPage(b, DEMO.admin, '/reservations/list?status=pending');
    await visible(pageHeading(page, 'Reservas'));
    await page.getByRole('row').getByRole('link', { name: `#${target!.id}`, exact: true }).click();
    await atPath(page, `/reservations/${target!.id}/show`);
    await page.getByRole('button', { name: 'Aprovar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByLabel('Vagas aprovadas', { exact: true }));
    await dialog.getByRole('button', { name: 'Sim, aprovar' }).click();
    await expectNotification(page, RESERVATIONS_MSG.approved);
    await visible(page.getByText('Aprovada', { exact: true }).first(), WAIT_MS);
    const after = await call<ReservationDetail>('GET', `/v1/reservations/${target!.id}`, token);
    expect(after.status).toBe('approved');
    expect(after.quantity_approved).toBeGreaterThanOrEqual(1);
    // approved, the figure says it counts the places this reservation holds
    if (after.event_vacancies_available !== null) await visible(page.getByText(/contando \d+ guardadas? por esta reserva/));
    // every card holds its values: a requester's long e-mail wraps instead of running past the card's edge
    expect(await overflowingCards(page)).toBe(0);
  });
});
