import { unzipSync } from 'fflate';

/**
 * Reads an uploaded spreadsheet (CSV or XLSX) into a header and rows of text cells, refusing with a clear pt-BR message
 * anything that is not one: wrong encoding, unknown separator, binary garbage, zip bombs. Files are at most 10 MB
 * (the upload limit), so they are read whole.
 */

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** An XLSX may not expand beyond this (zip bomb guard). */
const MAX_XLSX_EXPANDED = 100 * 1024 * 1024;
export const MAX_LINES = 200_000;

export class FileFormatError extends Error {}

export type Table = { headers: string[]; rows: string[][]; format: 'csv' | 'xlsx'; separator?: string };

/** "Número de Peito" → "numero de peito"; "numero_peito" → "numero peito": accents, case and punctuation ignored. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Finds, for each wanted field, the index of the first header among its accepted names. */
export function mapColumns<K extends string>(headers: string[], accepted: Record<K, readonly string[]>): Partial<Record<K, number>> {
  const normalised = headers.map(normaliseHeader);
  const out: Partial<Record<K, number>> = {};
  for (const [field, names] of Object.entries(accepted) as [K, readonly string[]][]) {
    for (const name of names) {
      const i = normalised.indexOf(normaliseHeader(name));
      if (i >= 0) {
        out[field] = i;
        break;
      }
    }
  }
  return out;
}

function isZip(buf: Buffer): boolean {
  return buf.length > 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04;
}

export function readTable(buf: Buffer, fileName = ''): Table {
  if (buf.length === 0) throw new FileFormatError('O arquivo está vazio.');
  if (buf.length > MAX_FILE_BYTES) throw new FileFormatError('O arquivo deve ter no máximo 10 MB.');
  if (isZip(buf)) return readXlsx(buf);
  if (/\.xlsx?$/i.test(fileName)) throw new FileFormatError('O arquivo não é uma planilha XLSX válida. Salve-o novamente como .xlsx ou .csv.');
  return readCsv(buf);
}

// ------------------------------------------------------------------ CSV

export function readCsv(buf: Buffer): Table {
  if ((buf[0] === 0xff && buf[1] === 0xfe) || (buf[0] === 0xfe && buf[1] === 0xff)) {
    throw new FileFormatError('O arquivo está em UTF-16. Salve-o como "CSV UTF-8" e envie novamente.');
  }
  const sample = buf.subarray(0, Math.min(buf.length, 64 * 1024));
  const controls = sample.filter((b) => b === 0 || (b < 0x09) || (b > 0x0d && b < 0x20)).length;
  if (controls > 0) throw new FileFormatError('O arquivo não é um CSV nem uma planilha XLSX (conteúdo binário).');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    throw new FileFormatError('O arquivo não está em UTF-8 (acentos seriam trocados). Salve-o como "CSV UTF-8" e envie novamente.');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = [';', ',', '\t'].map((s) => [s, firstLine.split(s).length] as const).sort((a, b) => b[1] - a[1])[0]!;
  if (separator[1] < 2) throw new FileFormatError('Separador não reconhecido: use ponto e vírgula (;), vírgula (,) ou tabulação entre as colunas.');
  const rows = parseDelimited(text, separator[0]);
  const headers = (rows.shift() ?? []).map((h) => h.trim());
  return { headers, rows: rows.filter((r) => r.some((c) => c.trim() !== '')), format: 'csv', separator: separator[0] };
}

/** RFC 4180 parsing with a given separator (quoted cells, doubled quotes, CRLF or LF). */
export function parseDelimited(text: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      if (rows.length > MAX_LINES + 1) throw new FileFormatError(`O arquivo tem mais de ${MAX_LINES} linhas.`);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

// ------------------------------------------------------------------ XLSX (first sheet)

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&');
}

/** "C12" → 2 (zero-based column). */
function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref.replace(/\d+$/, '')) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

export function readXlsx(buf: Buffer): Table {
  let expanded = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(buf), {
      filter: (f) => {
        const wanted = f.name === 'xl/sharedStrings.xml' || f.name === 'xl/workbook.xml' || /^xl\/worksheets\/sheet\d+\.xml$/.test(f.name);
        if (wanted) {
          expanded += f.originalSize;
          if (expanded > MAX_XLSX_EXPANDED) throw new FileFormatError('A planilha é grande demais depois de descompactada.');
        }
        return wanted;
      },
    });
  } catch (err) {
    if (err instanceof FileFormatError) throw err;
    throw new FileFormatError('O arquivo não é uma planilha XLSX válida. Salve-o novamente como .xlsx ou .csv.');
  }
  const sheetName = Object.keys(files)
    .filter((n) => n.startsWith('xl/worksheets/'))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]))[0];
  if (!sheetName) throw new FileFormatError('A planilha XLSX não tem nenhuma aba com dados.');
  const decoder = new TextDecoder('utf-8');
  const shared: string[] = [];
  const sst = files['xl/sharedStrings.xml'];
  if (sst) {
    for (const si of decoder.decode(sst).matchAll(/<si>([\s\S]*?)<\/si>/g)) {
      shared.push(decodeXml([...si[1]!.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')));
    }
  }
  const xml = decoder.decode(files[sheetName]!);
  const rows: string[][] = [];
  for (const r of xml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const row: string[] = [];
    for (const c of r[1]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1] ?? '';
      const body = c[2] ?? '';
      const ref = /\br="([A-Z]+\d+)"/.exec(attrs)?.[1];
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      let value = '';
      if (type === 'inlineStr') value = decodeXml([...body.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join(''));
      else {
        const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
        if (v !== undefined) value = type === 's' ? (shared[Number(v)] ?? '') : decodeXml(v);
      }
      const idx = ref ? columnIndex(ref) : row.length;
      while (row.length < idx) row.push('');
      row[idx] = value;
    }
    rows.push(row);
    if (rows.length > MAX_LINES + 1) throw new FileFormatError(`O arquivo tem mais de ${MAX_LINES} linhas.`);
  }
  const headers = (rows.shift() ?? []).map((h) => h.trim());
  return { headers, rows: rows.filter((r) => r.some((c) => c.trim() !== '')), format: 'xlsx' };
}

// ------------------------------------------------------------------ cell values

/**
 * A race time to milliseconds: "1:02:03", "01:02:03.5", "01:02:03,450", "62:03" (mm:ss), or a spreadsheet time
 * (fraction of a day, e.g. 0.043090277). Null for an empty cell; NaN for anything else.
 */
export function parseDuration(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const m = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$/.exec(t);
  if (m) {
    const [, h, mi, s, frac] = m;
    if (Number(s) > 59 || (h !== undefined && Number(mi) > 59)) return Number.NaN;
    const ms = frac ? Number(frac.padEnd(3, '0')) : 0;
    return ((Number(h ?? 0) * 60 + Number(mi)) * 60 + Number(s)) * 1000 + ms;
  }
  if (/^\d*\.\d+$|^0$/.test(t)) {
    const days = Number(t);
    if (days >= 0 && days < 10) return Math.round(days * 86_400_000);
  }
  return Number.NaN;
}

/** A positive integer cell ("12", "12.0" from spreadsheets); null when empty; NaN otherwise. */
export function parsePositiveInt(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (t === '') return null;
  if (!/^\d{1,9}(?:[.,]0+)?$/.test(t)) return Number.NaN;
  const n = Number.parseInt(t, 10);
  return n > 0 ? n : Number.NaN;
}
