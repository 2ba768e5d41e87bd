import { COUPON_MSG } from '@backoffice/contract/constants';
import type { Coupon, CouponCode, CouponCreateBody, CouponTarget, CouponUpdateBody } from '@backoffice/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { defineResource, type Id } from '../../../lib/resource';

export const coupons = defineResource<Coupon>('coupons', { enabled: COUPON_MSG.enabled, disabled: COUPON_MSG.disabled });

export const createCoupon = (body: CouponCreateBody) => api.post<Coupon>(`${coupons.path}/`, body);
export const updateCoupon = (id: Id, body: CouponUpdateBody) => api.put<Coupon>(coupons.url(id), body);

export const codesPath = (couponId: Id) => coupons.url(couponId, 'coupon_codes');
export const codesKey = (couponId: Id) => [...coupons.keys.detail(couponId), 'codes'] as const;

export function useCouponCode(couponId: Id | undefined, codeId: Id | undefined) {
  return useQuery({
    queryKey: [...codesKey(couponId ?? ''), 'detail', String(codeId)],
    queryFn: ({ signal }) => api.get<CouponCode>(`${codesPath(couponId!)}/${codeId}`, undefined, signal),
    enabled: Boolean(couponId && codeId),
  });
}

/** POST …/coupon_codes/{code}/enable|disable: the codes list and the coupon's detail are refreshed. */
export function useCodeStatus(couponId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, action }: { code: Id; action: 'enable' | 'disable' }) => api.post<CouponCode>(`${codesPath(couponId)}/${code}/${action}`),
    onSuccess: async (_d, { action }) => {
      notifySuccess(action === 'enable' ? COUPON_MSG.codeEnabled : COUPON_MSG.codeDisabled);
      await queryClient.invalidateQueries({ queryKey: coupons.keys.detail(couponId) });
      await queryClient.invalidateQueries({ queryKey: coupons.keys.history(couponId) });
    },
  });
}

/** GET /v2/coupons/events: events and tournaments whose name matches (10 of each). */
export function useCouponTargets(search: string) {
  return useQuery({
    queryKey: ['coupons', 'targets', search],
    queryFn: ({ signal }) => api.get<CouponTarget[]>('/v2/coupons/events', { query: search || undefined }, signal),
    staleTime: 30_000,
  });
}

/** GET /v1/coupons/events: the events that have coupons (list filter). */
export function useCouponEventOptions() {
  return useQuery({
    queryKey: ['coupons', 'events'],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/v1/coupons/events', undefined, signal),
    select: (rows) => rows.map((e) => ({ value: String(e.id), label: e.name })),
    staleTime: 60_000,
  });
}
