import { SPONSOR_MSG } from '@backoffice/contract/constants';
import type { Sponsor, SponsorBody, SponsorUpdateBody } from '@backoffice/contract';
import { api } from '../../../lib/api-client';
import { defineResource, useLookupOptions, type Id } from '../../../lib/resource';

export const sponsors = defineResource<Sponsor>('sponsors', { deleted: SPONSOR_MSG.deleted });

export const useSponsorTypeOptions = () => useLookupOptions('/v1/sponsor_types');
export const createSponsor = (body: SponsorBody) => api.post<Sponsor>(`${sponsors.path}/`, body);
export const updateSponsor = (id: Id, body: SponsorUpdateBody) => api.put<Sponsor>(sponsors.url(id), body);
