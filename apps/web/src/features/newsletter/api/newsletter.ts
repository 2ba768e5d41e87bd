import { NEWSLETTER_MSG } from '@backoffice/contract/constants';
import type { NewsletterSubscriber } from '@backoffice/contract';
import { defineResource } from '../../../lib/resource';

/** GET /v1/newsletter/subscribers and POST …/{id}/enable|disable (§7). */
export const subscribers = defineResource<NewsletterSubscriber>('newsletter', { enabled: NEWSLETTER_MSG.enabled, disabled: NEWSLETTER_MSG.disabled });
