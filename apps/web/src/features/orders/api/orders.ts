import { AREAS } from '@backoffice/contract/constants';
import type { CancelPreorderResult, CustomerUserDetail, OrderDetail, OrderStatusBody, ReportFile } from '@backoffice/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defineResource, type Id } from '../../../lib/resource';

/** GET /v1/orders, GET/PUT /v1/orders/{id}, POST /v1/orders/{id}/cancel_preorder/ (§7). */
export const orders = defineResource<OrderDetail>('orders');

export const updateOrderStatus = (id: Id, body: OrderStatusBody) => api.put<OrderDetail & { message: string }>(orders.url(id), body);
export const cancelOrderPreorder = (id: Id) => api.post<CancelPreorderResult>(`${orders.url(id, 'cancel_preorder')}/`);
/** GET /v1/report/orders: queues the asynchronous orders report of a period. */
export const requestOrdersReport = (startDate: string, endDate: string) =>
  api.get<ReportFile>('/v1/report/orders', { file_format: 'csv', start_date: startDate, end_date: endDate });

/**
 * The order's customer from GET /v1/customer/users/{id} (§7 "Customer lookup"): the customers call masks and logs the
 * view (decision 0086). Same cache key as the customer's page; a 403/404 is not retried — the page shows a note.
 */
export function useOrderCustomer(customerId: number | undefined) {
  return useQuery({
    queryKey: ['customerUsers', 'detail', String(customerId ?? '')],
    queryFn: ({ signal }) => api.get<CustomerUserDetail>(`${AREAS.customerUsers.api}/${customerId}`, undefined, signal),
    enabled: customerId !== undefined,
  });
}
