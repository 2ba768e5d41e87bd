import { z } from 'zod';
import { MAX_PER_PAGE } from './common.ts';
import { isValidLegalRecord, onlyDigits } from './formats.ts';

/**
 * Pieces shared by the catalogue areas (modalities, extras, sponsors, NGOs, event groups): their names, page sizes,
 * yes/no filters and image addresses.
 */

/** §9 default page sizes differ per list (10 for most catalogues, 20 for sponsors). */
export function perPageParam(fallback: number) {
  return z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(fallback);
}

/** A name staff type: trimmed, 2–120 characters. */
export const catalogueName = z
  .string({ error: 'Informe o nome' })
  .trim()
  .min(2, 'O nome deve ter pelo menos 2 caracteres')
  .max(120, 'O nome deve ter no máximo 120 caracteres');

/** Optional free text: empty becomes null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
}

/** Optional e-mail: empty becomes null, kept lower-case. */
export function optionalEmail() {
  return z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'E-mail inválido')
    .nullable()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null));
}

/** Optional phone (10 to 13 digits, mask allowed): empty becomes null, kept as digits. */
export function optionalPhone() {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{10,13}$/.test(onlyDigits(v)), 'Telefone inválido')
    .nullable()
    .optional()
    .transform((v) => (v ? onlyDigits(v) : null));
}

/** Optional CPF or CNPJ (mask allowed, check digits verified): empty becomes null, kept as digits. */
export function optionalLegalRecord() {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || isValidLegalRecord(onlyDigits(v)), 'CPF ou CNPJ inválido')
    .nullable()
    .optional()
    .transform((v) => (v ? onlyDigits(v) : null));
}

/** An image or link address: absolute http(s) URL, or a path on this server (uploaded files, "/uploads/…"). */
export function webAddress(message: string) {
  return z
    .string()
    .trim()
    .max(2000, 'Endereço longo demais')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v), message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
}

/** Yes/no filters travel as "true"/"false" in the query string (and in the panel's URL). */
export const booleanFilter = z.enum(['true', 'false']);

export const lockVersionField = z.number({ error: 'Versão do registro ausente' }).int().min(0);

/** Message shown when a name is already taken in a catalogue. */
export const nameTakenMessage = (what: string) => `Já existe ${what} com este nome.`;
