export * from './common.ts';
export * from './messages.ts';
export * from './permissions.ts';
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

import { z } from 'zod';
import { ptBR } from 'zod/locales';
import { plainValidationMessage } from './validation-messages.ts';
// Validation messages in pt-BR wherever the schemas run (panel and API); the common cases in plain words.
z.config(ptBR());
z.config({ customError: plainValidationMessage });
export * from './areas.ts';
