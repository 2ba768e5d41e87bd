import { PARTNER_MSG, type Partner, type PartnerUpdateBody } from '@backoffice/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defineResource, type Id } from '../../../lib/resource';

export const partners = defineResource<Partner>('partners', { deleted: PARTNER_MSG.deleted });

/** The programme a page is about ('porto-bank', 'santander'); null when it is not registered. */
export function usePartnerBySlug(slug: string) {
  return useQuery({
    queryKey: [...partners.keys.details(), 'slug', slug],
    queryFn: ({ signal }) => api.list<Partner>(partners.path, { slug, per_page: 1 }, signal).then((r) => r.items[0] ?? null),
  });
}

export const updatePartner = (id: Id, body: PartnerUpdateBody) => api.put<Partner>(partners.url(id), body);
