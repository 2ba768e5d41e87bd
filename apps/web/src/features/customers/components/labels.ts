import { CUSTOMER_USER_KINDS, ENUM_LABELS, formatCnpj, formatCpf, formatPhone } from '@backoffice/contract/constants';

export const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativos' },
  { value: 'disabled', label: 'Inativos' },
];
export const USER_KIND_OPTIONS = CUSTOMER_USER_KINDS.map((k) => ({ value: k, label: (ENUM_LABELS.user_kind as Record<string, string>)[k] ?? k }));
export const PERSON_TYPE_OPTIONS = [
  { value: 'physical', label: ENUM_LABELS.person_type.physical },
  { value: 'juridical', label: ENUM_LABELS.person_type.juridical },
];
export const userKindLabel = (k: string) => (ENUM_LABELS.user_kind as Record<string, string>)[k] ?? k;
export const genderLabel = (g: number | null) => (g === 0 ? 'Masculino' : g === 1 ? 'Feminino' : null);

/** A customer's history values as the page shows them (snapshots hold user_kind, person_type, gender 0/1); undefined: the default. */
export function customerHistoryValue(field: string, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // only known keys: a scrubbed value ('[anonimizado]') is shown as stored
  if (field === 'user_kind' || field === 'person_type' || field === 'gender') return (ENUM_LABELS[field] as Record<string, string>)[String(value)];
  if (field === 'zip_code' && typeof value === 'string' && /^\d{8}$/.test(value)) return `${value.slice(0, 5)}-${value.slice(5)}`;
  return undefined;
}

/** A document as shown: masked values as the API sent them, full ones formatted. */
export function showDocument(c: { cpf: string | null; cnpj: string | null; masked: boolean }): string {
  const value = c.cpf ?? c.cnpj;
  if (!value) return '—';
  if (c.masked) return value;
  return c.cpf ? formatCpf(c.cpf) : formatCnpj(value);
}
export function showPhone(c: { phone: string | null; phone_country_code: string; masked: boolean }): string {
  if (!c.phone) return '—';
  return c.masked ? c.phone : formatPhone(c.phone, c.phone_country_code);
}
