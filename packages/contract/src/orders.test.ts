import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TRANSITIONS, canMoveOrder, orderSearchProblem, ordersQuery, ordersReportRequestQuery, ORDERS_MSG } from './orders.ts';

describe('order status transitions (decision 0050)', () => {
  it('never moves to the same status, and cancelled / refused are final', () => {
    for (const s of ORDER_STATUSES) expect(canMoveOrder(s, s)).toBe(false);
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
    expect(ORDER_TRANSITIONS.refused).toEqual([]);
    expect(canMoveOrder('payment_confirmed', 'pending_payment')).toBe(false);
    expect(canMoveOrder('preorder', 'cancelled')).toBe(true);
  });
});

describe('orders list search', () => {
  it('tells why a text does not fit the field, as the server does', () => {
    expect(orderSearchProblem('cpf', '123.456')).toMatch(/CPF completo/);
    expect(orderSearchProblem('cpf', '529.982.247-25')).toBeNull();
    expect(orderSearchProblem('cpf', '52998224725')).toBeNull();
    expect(orderSearchProblem('id', '#123')).toBeNull();
    expect(orderSearchProblem('id', 'abc')).not.toBeNull();
    expect(orderSearchProblem('uuid', '1234')).not.toBeNull();
    expect(orderSearchProblem('name', 'Conceição')).toBeNull();
    const parsed = ordersQuery.safeParse({ query_field: 'cpf', query: '123' });
    expect(parsed.success).toBe(false);
    expect(ordersQuery.parse({})).toMatchObject({ per_page: 20, order: '-orders.id', query_field: 'name', current_page: 0 });
  });

  it('the orders report asks for both dates with the §5 message', () => {
    const missing = ordersReportRequestQuery.safeParse({ start_date: '2026-01-01' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0]).toMatchObject({ path: ['end_date'], message: ORDERS_MSG.reportDatesRequired });
    expect(ordersReportRequestQuery.safeParse({ start_date: '2026-01-01', end_date: '2026-01-31' }).success).toBe(true);
  });
});
