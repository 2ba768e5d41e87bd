import { z } from 'zod';
import { orderParam, pagingQuery, timestamp } from './common.ts';
import { perPageParam } from './catalogue.ts';
export * from './newsletter-labels.ts';

/** §4: subscribers are active or inactive; §7 enable/disable moves between them. */
export const NEWSLETTER_STATUSES = ['active', 'inactive'] as const;
export const newsletterStatus = z.enum(NEWSLETTER_STATUSES);
/** §4 channels a subscriber came from. */
export const NEWSLETTER_ORIGINS = ['site', 'android', 'ios'] as const;

/** GET /v1/newsletter/subscribers (one row). */
export const newsletterSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  origin: z.enum(NEWSLETTER_ORIGINS).nullable(),
  status: newsletterStatus,
  created_at: timestamp,
  updated_at: timestamp,
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriber>;

export const NEWSLETTER_ORDER_FIELDS = ['email', 'created_at', 'id'] as const;

/** §7: current_page, per_page (default 20, §9), query (e-mail or name), order=email, status; and origin. */
export const newsletterSubscribersQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  order: orderParam(NEWSLETTER_ORDER_FIELDS, 'email'),
  status: newsletterStatus.optional(),
  /** Where they signed up (site, android, ios). */
  origin: z.enum(NEWSLETTER_ORIGINS).optional(),
});
export type NewsletterSubscribersQuery = z.infer<typeof newsletterSubscribersQuery>;
/** The CSV takes the list's filters without paging; it runs in e-mail order (keyset). */
export const newsletterSubscribersReportQuery = newsletterSubscribersQuery.omit({ current_page: true, per_page: true, order: true });
export type NewsletterSubscribersReportQuery = z.infer<typeof newsletterSubscribersReportQuery>;
