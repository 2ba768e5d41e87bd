import { ONG_MSG } from '@backoffice/contract/constants';
import type { BrState, Ong, OngBody, OngDonations, OngUpdateBody } from '@backoffice/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defineResource, type Id } from '../../../lib/resource';

export const ongs = defineResource<Ong>('ongs', { deleted: ONG_MSG.deleted });

export function useOngDonations(id: string | undefined) {
  return useQuery({
    queryKey: [...ongs.keys.detail(id ?? ''), 'donations'],
    queryFn: ({ signal }) => api.get<OngDonations>(ongs.url(id!, 'donations'), undefined, signal),
    enabled: !!id,
  });
}

/** The states an NGO can act in (value: id, label: "SP — São Paulo"). */
export function useStateOptions() {
  return useQuery({
    queryKey: ['lookup', `${ongs.path}/states`],
    queryFn: ({ signal }) => api.get<BrState[]>(`${ongs.path}/states`, undefined, signal),
    select: (states) => states.map((s) => ({ value: String(s.id), label: `${s.uf} — ${s.name}` })),
    staleTime: 60 * 60_000,
  });
}

export const createOng = (body: OngBody) => api.post<Ong>(`${ongs.path}/`, body);
export const updateOng = (id: Id, body: OngUpdateBody) => api.put<Ong>(ongs.url(id), body);
