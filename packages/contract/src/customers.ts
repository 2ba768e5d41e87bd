import { z } from 'zod';
import { isoDate, orderParam, pagingQuery, status, timestamp } from './common.ts';
import { lockVersionField, perPageParam } from './catalogue.ts';
import { isValidCnpj, isValidCpf, onlyDigits } from './formats.ts';
import { can, type Grants } from './permissions.ts';
import { email } from './session.ts';
import { CUSTOMER_USER_KINDS, CUSTOMER_PERSON_TYPES, CUSTOMER_MSG, CUSTOMER_ACCESS_AREAS, CUSTOMER_ACCESS_KINDS, TEAM_MSG } from './customers-labels.ts';
export * from './customers-labels.ts';

// ------------------------------------------------------------------ masking (LGPD, decision 0071)

/** Who sees customers' CPF, CNPJ, e-mail and phone in full, wherever they appear (decision 0071). */
export function canUnmaskCustomers(grants: Grants): boolean {
  return can(grants, 'unmask', 'tf users');
}

/** "12345678909" → "***.456.789-**": the middle six digits, enough to confirm with the customer on the phone. */
export function maskCpf(cpf: string | null): string | null {
  if (!cpf) return cpf;
  const d = onlyDigits(cpf);
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : '***';
}
/** "11222333000181" → "**.***.333/0001-**" (the branch part stays readable). */
export function maskCnpj(cnpj: string | null): string | null {
  if (!cnpj) return cnpj;
  const d = onlyDigits(cnpj);
  return d.length === 14 ? `**.***.${d.slice(5, 8)}/${d.slice(8, 12)}-**` : '***';
}
/** "jose.silva@gmail.com" → "jo***@gmail.com". */
export function maskEmail(value: string | null): string | null {
  if (!value) return value;
  const at = value.lastIndexOf('@');
  if (at < 0) return '***';
  return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
}
/** "11987654321" → "(11) *****-4321". */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return phone;
  const d = onlyDigits(phone);
  if (d.length < 6) return '***';
  return `(${d.slice(0, 2)}) ${'*'.repeat(Math.max(0, d.length - 6))}-${d.slice(-4)}`;
}

// ------------------------------------------------------------------ input rules

/** Phone digits: with country code 55, DDD (11–99) + 8 digits (landline) or 9 digits starting with 9 (mobile). */
export function isValidPhone(value: string, countryCode = '55'): boolean {
  const d = onlyDigits(value);
  if (countryCode !== '55') return d.length >= 6 && d.length <= 15;
  return /^[1-9][1-9]\d{8}$/.test(d) || /^[1-9][1-9]9\d{8}$/.test(d);
}

const digitsOrNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max + 10)
    .nullable()
    .optional()
    .transform((v) => (v ? onlyDigits(v) : null));

/** A phone as digits without the country code (the panel's phone input sends "55" + DDD + number). */
const phoneDigits = z
  .string()
  .trim()
  .max(30)
  .nullable()
  .optional()
  .transform((v) => {
    const d = v ? onlyDigits(v) : '';
    return d ? (d.length > 11 && d.startsWith('55') ? d.slice(2) : d) : null;
  });

// ------------------------------------------------------------------ records

export const customerUser = z.object({
  id: z.number().int(),
  name: z.string(),
  person_type: z.enum(CUSTOMER_PERSON_TYPES),
  /** Masked (***.456.789-**) unless the profile may see personal data in full (`unmask` on tf users). */
  cpf: z.string().nullable(),
  cnpj: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_country_code: z.string(),
  user_kind: z.enum(CUSTOMER_USER_KINDS),
  status,
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  state_uf: z.string().nullable(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  /** Whether cpf, cnpj, e-mail and phone are masked in this answer. */
  masked: z.boolean(),
  anonymized: z.boolean(),
  last_sign_in_at: timestamp.nullable(),
  created_at: timestamp,
});
export type CustomerUser = z.infer<typeof customerUser>;

export const customerUserDetail = customerUser.extend({
  birth_date: z.string().nullable(),
  gender: z.number().int().nullable(),
  address: z.string().nullable(),
  zip_code: z.string().nullable(),
  state_id: z.number().int().nullable(),
  orders_count: z.number().int(),
  subscriptions_count: z.number().int(),
  /** Why DELETE is refused (records the law keeps), or null when it may be deleted. */
  delete_blocked_reason: z.string().nullable(),
  anonymized_at: timestamp.nullable(),
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type CustomerUserDetail = z.infer<typeof customerUserDetail>;

export const CUSTOMER_ORDER_FIELDS = ['created_at', 'name', 'id'] as const;

const ufParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Informe a UF (2 letras)')
  .transform((s) => s.toUpperCase());

/** §7 GET /v1/customer/users: default 20 (§9), newest sign-ups first; state (UF), sign-up period, status, kind, person type. */
export const customerUsersQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  order: orderParam(CUSTOMER_ORDER_FIELDS, '-created_at'),
  state: ufParam.optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  status: status.optional(),
  user_kind: z.enum(CUSTOMER_USER_KINDS).optional(),
  person_type: z.enum(CUSTOMER_PERSON_TYPES).optional(),
});
export type CustomerUsersQuery = z.infer<typeof customerUsersQuery>;
/** The export takes the list's filters without paging (POST v1/report/customer/users.csv body). */
export const customerUsersReportQuery = customerUsersQuery.omit({ current_page: true, per_page: true, order: true });
export type CustomerUsersReportQuery = z.infer<typeof customerUsersReportQuery>;
export const customerUsersReportBody = z
  .strictObject({
    query: z.string().trim().max(200).optional(),
    state: ufParam.optional(),
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
    status: status.optional(),
    user_kind: z.enum(CUSTOMER_USER_KINDS).optional(),
    person_type: z.enum(CUSTOMER_PERSON_TYPES).optional(),
    file_format: z.enum(['csv']).optional(),
  })
  .nullish();

/** PUT /v1/customer/users/{id}: what staff may fix (the password is the customer's: forgot_password). */
const customerUserFields = z.strictObject({
  name: z.string({ error: 'Informe o nome' }).trim().min(2, 'O nome deve ter pelo menos 2 caracteres').max(160, 'O nome deve ter no máximo 160 caracteres'),
  person_type: z.enum(CUSTOMER_PERSON_TYPES),
  cpf: digitsOrNull(11),
  cnpj: digitsOrNull(14),
  email,
  birth_date: isoDate.nullable().optional(),
  gender: z.union([z.literal(0), z.literal(1)]).nullable().optional(),
  phone: phoneDigits,
  phone_country_code: z
    .string()
    .trim()
    .regex(/^\+?\d{1,3}$/, 'Código do país inválido')
    .transform((v) => onlyDigits(v))
    .default('55'),
  address: z.string().trim().max(300, 'Use no máximo 300 caracteres').nullable().optional().transform((v) => (v ? v : null)),
  zip_code: digitsOrNull(8),
  city_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  user_kind: z.enum(CUSTOMER_USER_KINDS),
  });

function checkCustomerUser(b: z.output<typeof customerUserFields>, ctx: z.RefinementCtx) {
  if (b.person_type === 'physical') {
    if (!b.cpf) ctx.addIssue({ code: 'custom', path: ['cpf'], message: CUSTOMER_MSG.cpfRequired });
    else if (!isValidCpf(b.cpf)) ctx.addIssue({ code: 'custom', path: ['cpf'], message: CUSTOMER_MSG.invalidCpf });
  } else {
    if (!b.cnpj) ctx.addIssue({ code: 'custom', path: ['cnpj'], message: CUSTOMER_MSG.cnpjRequired });
    else if (!isValidCnpj(b.cnpj)) ctx.addIssue({ code: 'custom', path: ['cnpj'], message: CUSTOMER_MSG.invalidCnpj });
  }
  if (b.person_type === 'physical' && b.cnpj && !isValidCnpj(b.cnpj)) ctx.addIssue({ code: 'custom', path: ['cnpj'], message: CUSTOMER_MSG.invalidCnpj });
  if (b.phone && !isValidPhone(b.phone, b.phone_country_code)) ctx.addIssue({ code: 'custom', path: ['phone'], message: CUSTOMER_MSG.invalidPhone });
  if (b.zip_code && b.zip_code.length !== 8) ctx.addIssue({ code: 'custom', path: ['zip_code'], message: CUSTOMER_MSG.invalidZip });
}

/** The edit form's values (the page adds the lock_version it read). */
export const customerUserForm = customerUserFields.superRefine(checkCustomerUser);
export const customerUserBody = customerUserFields.extend({ lock_version: lockVersionField }).superRefine(checkCustomerUser);
export type CustomerUserBody = z.input<typeof customerUserBody>;

/** A customer as the edit form's values (full values: the edit page reads the show endpoint). */
export function toCustomerUserBody(c: CustomerUserDetail): Omit<CustomerUserBody, 'lock_version'> {
  return {
    name: c.name,
    person_type: c.person_type,
    cpf: c.cpf ?? '',
    cnpj: c.cnpj ?? '',
    email: c.email,
    birth_date: c.birth_date,
    gender: c.gender === 0 || c.gender === 1 ? c.gender : null,
    phone: c.phone ? `${c.phone_country_code}${c.phone}` : '',
    phone_country_code: c.phone_country_code,
    address: c.address ?? '',
    zip_code: c.zip_code ?? '',
    city_id: c.city_id,
    user_kind: c.user_kind,
  };
}

/** POST /v1/customer/users/{id}/anonymize: the typed confirmation. */
export const anonymizeBody = z.strictObject({
  confirmation: z.string().trim().refine((v) => v.toUpperCase() === CUSTOMER_MSG.anonymizeWord, CUSTOMER_MSG.anonymizeConfirm),
});

/** GET /v1/customer/users/{id}/subscriptions. */
export const customerSubscription = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  event_date: z.string().nullable(),
  modality_name: z.string(),
  status: z.string(),
  price: z.number(),
  order_id: z.number().int().nullable(),
  chest_number: z.number().int().nullable(),
  kit_withdrawn_at: timestamp.nullable(),
  created_at: timestamp,
});
export type CustomerSubscription = z.infer<typeof customerSubscription>;
export const customerSubscriptionsQuery = pagingQuery.extend({ per_page: perPageParam(10) });

/** GET /v1/customer/users/{id}/orders ("what did I buy?"). */
export const customerOrder = z.object({
  id: z.number().int(),
  status: z.string(),
  event_name: z.string().nullable(),
  total: z.number(),
  payment_method: z.string().nullable(),
  channel: z.string(),
  paid_at: timestamp.nullable(),
  created_at: timestamp,
});
export type CustomerOrder = z.infer<typeof customerOrder>;

/** GET /v1/customer/users/{id}/access_log: who saw this customer's personal data. */
export const customerAccessEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  kind: z.enum(CUSTOMER_ACCESS_KINDS),
  /** The screen that showed the data (decision 0096). */
  area: z.enum(CUSTOMER_ACCESS_AREAS),
  fields: z.array(z.string()),
  created_at: timestamp,
});
export type CustomerAccessEntry = z.infer<typeof customerAccessEntry>;
export const customerAccessQuery = pagingQuery.extend({ per_page: perPageParam(20) });

export const customerUserReportsQuery = pagingQuery.extend({ per_page: perPageParam(10) });

export const teamAttributes = z.object({
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  state_id: z.number().int().nullable(),
  state_uf: z.string().nullable(),
});

export const team = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  document: z.string().nullable(),
  phone: z.string().nullable(),
  status,
  team_attributes: teamAttributes,
  customer_id: z.number().int().nullable(),
  members_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type Team = z.infer<typeof team>;

export const TEAM_ORDER_FIELDS = ['name', 'created_at', 'id'] as const;
export const teamsListQuery = pagingQuery.extend({
  per_page: perPageParam(10),
  order: orderParam(TEAM_ORDER_FIELDS, 'name'),
  status: status.optional(),
  state: ufParam.optional(),
  city_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TeamsListQuery = z.infer<typeof teamsListQuery>;
export const teamsReportQuery = teamsListQuery.omit({ current_page: true, per_page: true, order: true });
export type TeamsReportQuery = z.infer<typeof teamsReportQuery>;

export const teamBody = z
  .strictObject({
    name: z.string({ error: 'Informe o nome' }).trim().min(2, 'O nome deve ter pelo menos 2 caracteres').max(120, 'O nome deve ter no máximo 120 caracteres'),
    email: email.nullable().optional().or(z.literal('').transform(() => null)),
    document: digitsOrNull(14),
    phone: phoneDigits,
    status: status.optional(),
    team_attributes: z.strictObject({
      state_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
      city_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    }),
  })
  .superRefine((b, ctx) => {
    if (b.document && !(b.document.length === 11 ? isValidCpf(b.document) : b.document.length === 14 && isValidCnpj(b.document)))
      ctx.addIssue({ code: 'custom', path: ['document'], message: TEAM_MSG.invalidDocument });
    if (b.phone && !isValidPhone(b.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: TEAM_MSG.invalidPhone });
  });
export type TeamBody = z.input<typeof teamBody>;
export const teamUpdateBody = teamBody.safeExtend({ lock_version: lockVersionField });
export type TeamUpdateBody = z.input<typeof teamUpdateBody>;

export function toTeamBody(t: Team): TeamBody {
  return {
    name: t.name,
    email: t.email ?? '',
    document: t.document ?? '',
    phone: t.phone ? `55${t.phone}` : '',
    status: t.status,
    team_attributes: { state_id: t.team_attributes.state_id, city_id: t.team_attributes.city_id },
  };
}

/** GET /v1/teams/{id}/members: the team's athletes with their subscriptions count (show page). */
export const teamMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status,
  subscriptions_count: z.number().int(),
  last_subscription_event: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;
export const teamMembersQuery = pagingQuery.extend({ per_page: perPageParam(10) });
