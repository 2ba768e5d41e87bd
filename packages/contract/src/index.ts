export * from './common.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './permission-schema.ts';
export * from './formats.ts';
export * from './session.ts';
export * from './users.ts';
export * from './profiles.ts';
export * from './audit.ts';
export * from './withdraw-kits.ts';
export * from './uploads.ts';
export * from './events.ts';
export * from './participants.ts';
export * from './catalogue.ts';
export * from './modalities.ts';
export * from './extras.ts';
export * from './sponsors.ts';
export * from './ongs.ts';
export * from './event-groups.ts';
export * from './newsletter.ts';
export * from './labels.ts';

// contract, area: commerce (issue 14: orders, coupons, reservations, orders report)
export * from './orders.ts';
export * from './reservations.ts';
export * from './coupons.ts';

// contract, area: finance (issue 15: sales and tax reports)
export * from './finance.ts';

// contract, area: tournaments (issue 16: tournaments, beach-tennis import)
export * from './tournaments.ts';

// contract, area: trainers (issue 17: trainers)
export * from './trainers.ts';

// contract, area: customers (issue 18: customer users (tf-users), teams)
export * from './customers.ts';

// contract, area: marketing (issue 19: banners, campaigns, notifications, settings)
export * from './banners.ts';
export * from './campaigns.ts';
export * from './notifications.ts';
export * from './settings.ts';

// contract, area: partners (issue 20: partners, stores, token batches)
export * from './partners.ts';


import { z } from 'zod';
import { ptBR } from 'zod/locales';
import { plainValidationMessage } from './validation-messages.ts';
// Validation messages in pt-BR wherever the schemas run (panel and API); the common cases in plain words.
z.config(ptBR());
z.config({ customError: plainValidationMessage });
export * from './areas.ts';
