import { EXTRA_MSG } from '@backoffice/contract/constants';
import type { Extra, ExtraBody, ExtraUpdateBody } from '@backoffice/contract';
import { api } from '../../../lib/api-client';
import { defineResource, type Id } from '../../../lib/resource';

export const extras = defineResource<Extra>('extras', { deleted: EXTRA_MSG.deleted, restored: EXTRA_MSG.restored });

export const createExtra = (body: ExtraBody) => api.post<Extra>(`${extras.path}/`, body);
export const updateExtra = (id: Id, body: ExtraUpdateBody) => api.put<Extra>(extras.url(id), body);
