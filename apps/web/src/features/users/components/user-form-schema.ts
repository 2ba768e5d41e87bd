import { newPassword, userCreateBody } from '@backoffice/contract';
import { z } from 'zod';

/** The contract's create body, with an empty password field meaning "send an invitation". */
export const userFormSchema = userCreateBody.extend({
  password: z.union([z.literal(''), newPassword]).optional(),
});
export type UserFormValues = z.input<typeof userFormSchema>;

export const emptyUser: UserFormValues = { name: '', email: '', profile_ids: [], password: '' };
