import { z } from 'zod';
import { lockVersionField, optionalEmail, optionalPhone, optionalText, webAddress } from './catalogue.ts';
import { timestamp } from './common.ts';

/** GET/PUT /v1/settings/1: the platform's single settings record (decision 0077 lists the fields and their rules). */
export const SETTINGS_ID = 1;

export const platformSettings = z.object({
  id: z.literal(1),
  site_name: z.string(),
  contact_email: z.string().nullable(),
  support_phone: z.string().nullable(),
  support_hours: z.string().nullable(),
  default_convenience_fee: z.number(),
  max_installments: z.number().int(),
  min_installment_amount: z.number(),
  terms_url: z.string().nullable(),
  privacy_url: z.string().nullable(),
  kit_pickup_title: z.string().nullable(),
  kit_pickup_instructions: z.string().nullable(),
  maintenance_mode: z.boolean(),
  maintenance_message: z.string().nullable(),
  updated_at: timestamp,
  updated_by_name: z.string().nullable(),
  lock_version: z.number().int(),
});
export type PlatformSettings = z.infer<typeof platformSettings>;

export const SETTINGS_MSG = {
  updated: 'Configurações atualizadas com sucesso',
  maintenanceMessage: 'Informe a mensagem exibida durante a manutenção',
} as const;

const decimal2 = (what: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `Informe ${what}` })
    .min(min, `${what[0]!.toUpperCase()}${what.slice(1)} não pode ser menor que ${min}${unit}`)
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} deve ser no máximo ${max}${unit}`)
    .multipleOf(0.01, 'Use no máximo 2 casas decimais');

export const settingsBody = z
  .strictObject({
    site_name: z.string({ error: 'Informe o nome da plataforma' }).trim().min(2, 'O nome deve ter pelo menos 2 caracteres').max(120, 'O nome deve ter no máximo 120 caracteres'),
    contact_email: optionalEmail(),
    support_phone: optionalPhone(),
    support_hours: optionalText(120),
    /** Percent of the ticket, 0–20 %. */
    default_convenience_fee: decimal2('a taxa de conveniência', 0, 20, '%'),
    max_installments: z.number({ error: 'Informe o número de parcelas' }).int('Use um número inteiro').min(1, 'Use pelo menos 1 parcela').max(12, 'Use no máximo 12 parcelas'),
    min_installment_amount: decimal2('a parcela mínima', 0, 1000, ' reais'),
    terms_url: webAddress('Informe um link válido (https://… ou /caminho)'),
    privacy_url: webAddress('Informe um link válido (https://… ou /caminho)'),
    kit_pickup_title: optionalText(120),
    kit_pickup_instructions: optionalText(2000),
    maintenance_mode: z.boolean(),
    maintenance_message: optionalText(280),
    lock_version: lockVersionField,
  })
  .refine((b) => !b.maintenance_mode || Boolean(b.maintenance_message), { message: SETTINGS_MSG.maintenanceMessage, path: ['maintenance_message'] });
export type SettingsBody = z.input<typeof settingsBody>;

/** The settings as the body that saves them (the edit form's values). */
export function toSettingsBody(s: PlatformSettings): SettingsBody {
  return {
    site_name: s.site_name,
    contact_email: s.contact_email ?? '',
    support_phone: s.support_phone ?? '',
    support_hours: s.support_hours ?? '',
    default_convenience_fee: s.default_convenience_fee,
    max_installments: s.max_installments,
    min_installment_amount: s.min_installment_amount,
    terms_url: s.terms_url ?? '',
    privacy_url: s.privacy_url ?? '',
    kit_pickup_title: s.kit_pickup_title ?? '',
    kit_pickup_instructions: s.kit_pickup_instructions ?? '',
    maintenance_mode: s.maintenance_mode,
    maintenance_message: s.maintenance_message ?? '',
    lock_version: s.lock_version,
  };
}
