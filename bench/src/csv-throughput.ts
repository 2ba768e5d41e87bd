/**
 * `node bench/src/csv-throughput.ts [rows]` — rows/s of the shared CSV writer alone (lib/csv.ts) on the subscriptions
 * report's 19 columns, with synthetic rows: the ceiling any export can reach before the database is involved.
 */
import { SUBSCRIPTION_REPORT_COLUMNS, type SubscriptionReportRow } from '../../apps/api/src/modules/reports/report-generators.ts';
import { csvChunks } from '../../apps/api/src/lib/csv.ts';

const total = Number(process.argv[2]) || 200_000;
const base = Date.parse('2026-03-09T12:00:00Z');
const rows: SubscriptionReportRow[] = Array.from({ length: 1000 }, (_, i) => ({
  id: i + 1,
  status: i % 7 ? 'approved' : 'pending',
  name: `Maria da Conceição ${i}`,
  cpf: '07930286045',
  email: `maria${i}@exemplo.com.br`,
  phone: '5511987654321',
  birth_date: '1990-05-17',
  gender: i % 2,
  city: 'São Paulo',
  uf: 'SP',
  modality: '10 km',
  kit: 'Kit Atleta',
  shirt_size: 'm',
  chest_number: 1000 + i,
  order_id: 50_000 + i,
  price: '129.90',
  payment_method: 'credit_card',
  origin: 'site',
  team: i % 3 ? null : 'Corredores do Ibirapuera',
  created_at: new Date(base + i * 37_000),
}));
async function* source() {
  for (let n = 0; n < total; n += rows.length) yield rows;
}
const heapBefore = process.memoryUsage().rss;
const t = performance.now();
let bytes = 0;
for await (const chunk of csvChunks(SUBSCRIPTION_REPORT_COLUMNS, source())) bytes += chunk.length;
const s = (performance.now() - t) / 1000;
console.log(`${total} rows, ${(bytes / 1e6).toFixed(1)} MB of CSV in ${s.toFixed(2)} s: ${Math.round(total / s).toLocaleString('pt-BR')} rows/s; RSS +${Math.round((process.memoryUsage().rss - heapBefore) / 1e6)} MB`);
