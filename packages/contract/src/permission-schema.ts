import { z } from 'zod';

// Apart from permissions.ts so the panel's zod-free entry (constants.ts) can use the catalogue and `can` without zod.
export const permissionSchema = z.object({
  action: z.string(),
  resource: z.string(),
  controller_path: z.string().nullable(),
});
export type Permission = z.infer<typeof permissionSchema>;
