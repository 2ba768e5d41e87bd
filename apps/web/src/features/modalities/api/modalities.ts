import { MODALITY_MSG } from '@backoffice/contract/constants';
import type { Modality, ModalityBody, ModalityUpdateBody } from '@backoffice/contract';
import { api } from '../../../lib/api-client';
import { defineResource, useLookupOptions, type Id } from '../../../lib/resource';

export const modalities = defineResource<Modality>('modalities', { deleted: MODALITY_MSG.deleted, restored: MODALITY_MSG.restored });

/** GET /v1/modality_types/ for the select and the filter. */
export const useModalityTypeOptions = () => useLookupOptions('/v1/modality_types/');
export const createModality = (body: ModalityBody) => api.post<Modality>(`${modalities.path}/`, body);
export const updateModality = (id: Id, body: ModalityUpdateBody) => api.put<Modality>(modalities.url(id), body);
