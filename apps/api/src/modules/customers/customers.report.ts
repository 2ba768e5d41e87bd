import { customerUsersReportQuery, ENUM_LABELS, statusLabel, type CustomerUser } from '@backoffice/contract';
import type { CsvColumn } from '../../lib/csv.ts';
import { registerReportGenerator, writtenMasked } from '../reports/report-generators.ts';
import { customerExportPage, customerTotal, toCustomerUser } from './customers.repository.ts';

const label = (map: Record<string, string>, v: string | null) => (v ? (map[v] ?? v) : '');

/** CPF, CNPJ and phone are written as typed text: masked values as they are, full ones formatted by `present`. */
export const CUSTOMER_CSV_COLUMNS: CsvColumn<CustomerUser>[] = [
    { header: 'ID', value: (c) => c.id, kind: 'integer' },
    { header: 'Nome', value: (c) => c.name },
    { header: 'Tipo de pessoa', value: (c) => label(ENUM_LABELS.person_type, c.person_type) },
    { header: 'CPF', value: (c) => c.cpf, kind: 'text' },
    { header: 'CNPJ', value: (c) => c.cnpj, kind: 'text' },
    { header: 'E-mail', value: (c) => c.email },
    { header: 'Telefone', value: (c) => c.phone, kind: 'text' },
    { header: 'Tipo de usuário', value: (c) => label(ENUM_LABELS.user_kind, c.user_kind) },
    { header: 'Cidade', value: (c) => c.city_name },
    { header: 'UF', value: (c) => c.state_uf },
    { header: 'Equipe', value: (c) => c.team_name },
    { header: 'Status', value: (c) => statusLabel(c.status) },
    { header: 'Cadastrado em', value: (c) => c.created_at, kind: 'datetime' },
    { header: 'Último acesso', value: (c) => c.last_sign_in_at, kind: 'datetime' },
];

/**
 * The customer users export (POST v1/report/customer/users.csv): the list's filters in `params`, and `masked` as the
 * requester's permission decided when asking (decision 0071).
 */
registerReportGenerator<CustomerUser>('customer_users', {
  fileName: async ({ reportId }) => `usuarios-${reportId}.csv`,
  columns: CUSTOMER_CSV_COLUMNS,
  count: async (db, _eventId, params) => customerTotal(db, customerUsersReportQuery.parse(filtersOf(params))),
  async *batches(db, _eventId, params, batchSize) {
    const q = customerUsersReportQuery.parse(filtersOf(params));
    const masked = writtenMasked(params);
    // the listing's keyset (id) and filters, read by a page query of the file's columns only (decision 0091)
    for (let after = 0; ; ) {
      const rows = await customerExportPage(db, q, after, batchSize);
      if (rows.length) yield rows.map((r) => present(toCustomerUser(r, masked), masked));
      if (rows.length < batchSize) return;
      after = rows[rows.length - 1]!.id;
    }
  },
});

function filtersOf(params: Record<string, unknown>): Record<string, unknown> {
  const { masked: _m, rows: _r, ...filters } = params;
  return filters;
}

/** Full values formatted (123.456.789-09, (11) 98765-4321). */
function present(c: CustomerUser, masked: boolean): CustomerUser {
  if (masked) return c;
  const { cpf, cnpj } = c;
  return {
    ...c,
    cpf: cpf && cpf.length === 11 ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : cpf,
    cnpj: cnpj && cnpj.length === 14 ? `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}` : cnpj,
    phone: c.phone && /^\d{10,11}$/.test(c.phone) ? `(${c.phone.slice(0, 2)}) ${c.phone.slice(2, -4)}-${c.phone.slice(-4)}` : c.phone,
  };
}
