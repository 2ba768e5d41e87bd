/** Calendar arithmetic on 'YYYY-MM-DD' strings (UTC days) and São Paulo instants. */

const DAY_MS = 86_400_000;

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / DAY_MS);
}

export function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** 'HH:mm' */
export function hhmm(hour: number, minute: number): string {
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** An instant on that calendar day in America/Sao_Paulo (UTC-3, no DST since 2019), as ISO 8601. */
export function instantAt(iso: string, secondsOfDay: number): string {
  const s = Math.max(0, Math.min(86_399, Math.floor(secondsOfDay)));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${iso}T${pad2(h)}:${pad2(m)}:${pad2(s % 60)}-03:00`;
}

export function dayOfWeek(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/** The instant `seconds` after an ISO 8601 instant, in São Paulo time (UTC-3), never past `notAfter` nor before the start. */
export function afterInstant(instant: string, seconds: number, notAfter?: string): string {
  const start = Date.parse(instant);
  let ms = start + Math.floor(seconds) * 1000;
  if (notAfter !== undefined) ms = Math.max(start, Math.min(ms, Date.parse(notAfter)));
  return `${new Date(ms - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
}
