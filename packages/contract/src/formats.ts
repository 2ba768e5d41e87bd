/** pt-BR formats shared by the panel and the API (§5, §9). */

// Numbers are written here rather than with Intl: the first Intl formatter a page creates costs 20–40 ms of
// start-up (ICU data), and these run on every list's first screen (issue 13 §1, decision 0085).

/** "1234567" → "1.234.567" */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** |value| with two decimals in pt-BR ("1.234,50"), and the sign as Intl shows it (negative zero included). */
function twoDecimals(value: number): { sign: string; text: string } {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return { sign: value === -Infinity ? '-' : '', text: Number.isNaN(value) ? 'NaN' : '∞' };
  const abs = Math.abs(value);
  if (abs < 1e-6) return { sign, text: '0,00' };
  if (abs >= 1e21) return { sign, text: abs.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) };
  // Like Intl, round the shortest decimal that reads back as this number ("0.015", not 0.01499…), half away from zero.
  const [int = '0', frac = ''] = String(abs).split('.');
  const cents = BigInt(int + (frac + '00').slice(0, 2)) + ((frac[2] ?? '0') >= '5' ? 1n : 0n);
  return { sign, text: `${groupThousands(String(cents / 100n))},${String(cents % 100n).padStart(2, '0')}` };
}

/** 1234.5 → "R$ 1.234,50" (a normal space after R$, never a non-breaking one, so copies paste cleanly). */
export function formatMoney(value: number): string {
  const { sign, text } = twoDecimals(value);
  return `${sign}R$ ${text}`;
}

/** 1234.5 → "1.234,50" */
export function formatDecimal(value: number): string {
  const { sign, text } = twoDecimals(value);
  return `${sign}${text}`;
}

/** A count: 12345 → "12.345" (what `toLocaleString('pt-BR')` writes for an integer). */
export function formatCount(value: number): string {
  // fractions and non-finite values are rare here: Intl writes them
  if (!Number.isInteger(value) || Math.abs(value) >= 1e21) return value.toLocaleString('pt-BR');
  return `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(value)))}`;
}

/**
 * Reads what a person typed in a money field: digits are cents, as on a cash register ("123456" → 1234.56).
 * At most `maxDigits` digits (§9: 11) are kept.
 */
export function parseMoneyDigits(input: string, maxDigits = 11): number {
  const digits = input.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, maxDigits);
  return digits ? Number(digits) / 100 : 0;
}

/** "2026-03-09" → "09.03.2026" (§5 shows dates DD.MM.YYYY). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return '';
  return `${m[3]}.${m[2]}.${m[1]}`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per time zone, made on first use (creating one costs more than formatting a row with it). */
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** ISO instant → "09.03.2026 14:05" in the platform's time zone. */
export function formatDateTime(iso: string | null | undefined, timeZone = 'America/Sao_Paulo'): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = dateTimeFormat(timeZone).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')} ${get('hour')}:${get('minute')}`;
}

/** ISO instant → "09.03.2026", the day it fell on in the platform's time zone (the day a filter by date counts it in). */
export function formatInstantDate(iso: string | null | undefined, timeZone = 'America/Sao_Paulo'): string {
  return formatDateTime(iso, timeZone).slice(0, 10);
}

/** "09.03.2026" or "09/03/2026" → "2026-03-09"; null when it is not a real date. */
export function parseDisplayDate(text: string): string | null {
  const m = /^(\d{2})[./](\d{2})[./](\d{4})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isRealDate(iso) ? iso : null;
}

export function isRealDate(iso: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** CPF (11 digits) with both check digits; repeated-digit numbers are refused. */
export function isValidCpf(text: string): boolean {
  const d = onlyDigits(text);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const n = [...d].map(Number);
  const d1 = checkDigit(n.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit(n.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d1 === n[9] && d2 === n[10];
}

/** Completes 9 base digits into a valid CPF (used by the seed generator and tests). */
export function cpfFromBase(base9: string): string {
  const n = [...base9.padStart(9, '0').slice(0, 9)].map(Number);
  const d1 = checkDigit(n, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...n, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${n.join('')}${d1}${d2}`;
}

/** CNPJ (14 digits) with both check digits. */
export function isValidCnpj(text: string): boolean {
  const d = onlyDigits(text);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const n = [...d].map(Number);
  const d1 = checkDigit(n.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit(n.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d1 === n[12] && d2 === n[13];
}

export function cnpjFromBase(base12: string): string {
  const n = [...base12.padStart(12, '0').slice(0, 12)].map(Number);
  const d1 = checkDigit(n, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...n, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${n.join('')}${d1}${d2}`;
}

/** "12345678909" → "123.456.789-09" */
export function formatCpf(text: string): string {
  const d = onlyDigits(text).slice(0, 11);
  return d.replace(/^(\d{3})(\d)/, '$1.$2').replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3').replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** A CPF as a list shows it: one the server masked (`***.456.789-**`, decision 0086) as it came, a full one formatted. */
export function formatShownCpf(cpf: string, masked: boolean): string {
  return masked ? cpf : formatCpf(cpf);
}

/** "11222333000181" → "11.222.333/0001-81" */
export function formatCnpj(text: string): string {
  const d = onlyDigits(text).slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d{1,2})$/, '$1-$2');
}

/** A payer's or requester's document as the screens show it: 11 digits as a CPF, 14 as a CNPJ, anything else (masked) as it came. */
export function formatDocument(text: string): string {
  return /^\d{11}$/.test(text) ? formatCpf(text) : /^\d{14}$/.test(text) ? formatCnpj(text) : text;
}

/** §3 legal record: an 11-digit CPF or a 14-digit CNPJ, each with valid check digits. */
export function isValidLegalRecord(text: string): boolean {
  const d = onlyDigits(text);
  return d.length === 11 ? isValidCpf(d) : d.length === 14 ? isValidCnpj(d) : false;
}

/** Brazilian phone with the +55 default (§9): "11987654321" → "+55 (11) 98765-4321". */
export function formatPhone(text: string, countryCode = '55'): string {
  let d = onlyDigits(text);
  if (d.length > 11 && d.startsWith(countryCode)) d = d.slice(countryCode.length);
  const m = /^(\d{2})(\d{4,5})(\d{4})$/.exec(d);
  return m ? `+${countryCode} (${m[1]}) ${m[2]}-${m[3]}` : text;
}
