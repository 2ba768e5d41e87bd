import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test/fixtures/catalogue.ts';
import { attachmentDisposition, csvCell, csvChunks, csvDate, csvDateTime, csvDocument, csvStream, keysetBatches, writeCsvFile, type CsvColumn } from './csv.ts';

type Row = { id: number; name: string; price: number | null; day: string | null; at: Date | null; ok: boolean; km: number | null };
const columns: CsvColumn<Row>[] = [
  { header: 'ID', value: (r) => r.id, kind: 'integer' },
  { header: 'Nome', value: (r) => r.name },
  { header: 'Preço (R$)', value: (r) => r.price, kind: 'money' },
  { header: 'Data', value: (r) => r.day, kind: 'date' },
  { header: 'Quando', value: (r) => r.at, kind: 'datetime' },
  { header: 'Ativo', value: (r) => r.ok, kind: 'boolean' },
  { header: 'Km', value: (r) => r.km, kind: 'decimal' },
];

describe('csvCell', () => {
  it('writes CPF/CNPJ masked and phones formatted, as the screen shows them (a spreadsheet keeps the leading zero)', () => {
    expect(csvCell('07930286045', 'legal_record')).toBe('079.302.860-45');
    expect(csvCell('11222333000181', 'legal_record')).toBe('11.222.333/0001-81');
    expect(csvCell('11987654321', 'phone')).toBe('+55 (11) 98765-4321');
    expect(csvCell('5511987654321', 'phone')).toBe('+55 (11) 98765-4321');
    // Anything else is written as text, with the formula guard.
    expect(csvCell('=1+1', 'phone')).toBe("'=1+1");
    expect(csvCell('123', 'legal_record')).toBe('123');
    expect(csvCell(null, 'phone')).toBe('');
  });

  it('writes money and decimals with a decimal comma and no thousands separator', () => {
    expect(csvCell(1234.5, 'money')).toBe('1234,50');
    expect(csvCell(0, 'money')).toBe('0,00');
    expect(csvCell(-12.3, 'money')).toBe('-12,30');
    expect(csvCell(21.0975, 'decimal')).toBe('21,0975');
    expect(csvCell(1e21, 'decimal')).not.toMatch(/e/i);
    expect(csvCell(42.9, 'integer')).toBe('42');
    expect([0, -0, -17, 123456789, Number.MAX_SAFE_INTEGER].map((n) => csvCell(n, 'integer'))).toEqual(['0', '0', '-17', '123456789', '9007199254740991']);
    expect([5, -0, 40].map((n) => csvCell(n, 'decimal'))).toEqual(['5', '0', '40']);
    expect(csvCell(null, 'money')).toBe('');
  });

  it('writes dates DD/MM/YYYY and instants in São Paulo time', () => {
    expect(csvDate('2026-03-09')).toBe('09/03/2026');
    expect(csvDate('2026-03-09T23:30:00.000Z')).toBe('09/03/2026');
    expect(csvDateTime(new Date('2026-03-10T02:30:00Z'))).toBe('09/03/2026 23:30');
    expect(csvDateTime('2026-01-01T03:00:00Z')).toBe('01/01/2026 00:00');
    // summer time (until 2019 São Paulo was UTC−2 in summer) and numbers past the plain conversions
    expect(csvDateTime('2018-01-15T12:00:00Z')).toBe('15/01/2018 10:00');
    expect(csvDateTime('2018-07-15T12:00:00Z')).toBe('15/07/2018 09:00');
    expect(csvCell(-0.001, 'money')).toBe('0,00');
    expect(csvCell(1e22, 'integer')).toBe('10000000000000000000000');
    expect(csvCell(0.1 + 0.2, 'decimal')).toBe('0,3');
    expect(csvCell('2026-12-31', 'date')).toBe('31/12/2026');
    expect(csvCell('not a date', 'date')).toBe('');
  });

  it('escapes cells that a spreadsheet would run as a formula, only in text columns', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).startsWith(`'${start}`) || csvCell(`${start}1+1`).startsWith(`"'${start}`)).toBe(true);
    expect(csvCell('=SOMA(A1:A2)')).toBe("'=SOMA(A1:A2)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('Normal')).toBe('Normal');
    expect(csvCell(-5, 'money')).toBe('-5,00');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell(true, 'boolean')).toBe('Sim');
    expect(csvCell(false, 'boolean')).toBe('Não');
  });
});

describe('documents', () => {
  const rows: Row[] = [
    { id: 1, name: 'Camiseta técnica', price: 59.9, day: '2026-05-10', at: new Date('2026-05-10T12:00:00Z'), ok: true, km: 5 },
    { id: 2, name: '-10% "promo"; vale', price: null, day: null, at: null, ok: false, km: null },
  ];

  it('starts with a BOM, separates with ";", ends lines with CRLF and parses back', () => {
    const text = csvDocument(columns, rows);
    expect(text.startsWith('\uFEFFID;Nome;')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(4);
    expect(parseCsv(text)).toEqual([
      ['ID', 'Nome', 'Preço (R$)', 'Data', 'Quando', 'Ativo', 'Km'],
      ['1', 'Camiseta técnica', '59,90', '10/05/2026', '10/05/2026 09:00', 'Sim', '5'],
      ['2', `'-10% "promo"; vale`, '', '', '', 'Não', ''],
    ]);
  });

  it('streams the same bytes as the in-memory document, from rows or batches, and writes files', async () => {
    const chunks: Buffer[] = [];
    for await (const c of csvStream(columns, (async function* () { yield rows; })())) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(csvDocument(columns, rows));
    const single: Buffer[] = [];
    for await (const c of csvStream(columns, rows)) single.push(c as Buffer);
    expect(Buffer.concat(single).toString('utf8')).toBe(csvDocument(columns, rows));
    const file = path.join(os.tmpdir(), `csv-test-${process.pid}.csv`);
    const bytes = await writeCsvFile(file, columns, rows);
    expect(fs.readFileSync(file, 'utf8')).toBe(csvDocument(columns, rows));
    expect(bytes).toBe(Buffer.byteLength(csvDocument(columns, rows)));
    fs.rmSync(file);
  });

  it('names the download in Portuguese, with an ASCII fallback', () => {
    expect(attachmentDisposition('modalidades.csv')).toBe(`attachment; filename="modalidades.csv"; filename*=UTF-8''modalidades.csv`);
    expect(attachmentDisposition('relatório.csv')).toBe(`attachment; filename="relatorio.csv"; filename*=UTF-8''relat%C3%B3rio.csv`);
  });
});

describe('keysetBatches', () => {
  it('walks a source by cursor until a short batch', async () => {
    const data = Array.from({ length: 2500 }, (_, i) => ({ id: i + 1 }));
    const calls: (number | null)[] = [];
    const batches: number[] = [];
    for await (const b of keysetBatches(async (last: { id: number } | null, limit) => {
      calls.push(last?.id ?? null);
      const from = last ? data.findIndex((d) => d.id === last.id) + 1 : 0;
      return data.slice(from, from + limit);
    }, 1000)) batches.push(b.length);
    expect(batches).toEqual([1000, 1000, 500]);
    expect(calls).toEqual([null, 1000, 2000]);
  });
});

describe('reading ahead', () => {
  type Item = { id: number };
  const log: string[] = [];
  const idColumns: CsvColumn<Item>[] = [{ header: 'ID', value: (r) => (log.push(`format ${r.id}`), r.id), kind: 'integer' }];
  /** Three one-row batches; each "query" goes out after an await (as a driver's does) and is logged when sent. */
  async function* pages(failAt?: number) {
    try {
      for (let id = 1; id <= 3; id++) {
        await Promise.resolve();
        log.push(`sent ${id}`);
        await new Promise((r) => setTimeout(r, 5));
        if (id === failAt) throw new Error(`página ${id} falhou`);
        yield [{ id }];
      }
    } finally {
      log.push('closed');
    }
  }

  it("sends the next page's query before formatting the current page, and writes the same document", async () => {
    log.length = 0;
    let text = '';
    for await (const chunk of csvChunks(idColumns, pages())) text += chunk;
    expect(text).toBe(csvDocument([{ header: 'ID', value: (r: Item) => r.id, kind: 'integer' }], [{ id: 1 }, { id: 2 }, { id: 3 }]));
    expect(log).toEqual(['sent 1', 'sent 2', 'format 1', 'sent 3', 'format 2', 'closed', 'format 3']);
  });

  it('a reader that stops early closes the source, and the page read ahead failing meanwhile is no unhandled error', async () => {
    log.length = 0;
    for await (const chunk of csvChunks(idColumns, pages(2))) if (chunk.startsWith('1')) break;
    expect(log).toEqual(['sent 1', 'sent 2', 'format 1', 'closed']);
  });

  it('a page that fails fails the document with its error', async () => {
    const read = async () => {
      for await (const _ of csvChunks(idColumns, pages(3))) void _;
    };
    await expect(read()).rejects.toThrow('página 3 falhou');
  });
});

describe('large export', () => {
  it('streams 300 000 rows (~32 MB) with flat memory: the live heap does not grow with the file', async () => {
    // A real collection between samples, so the figures are what is retained, not garbage awaiting collection.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const TOTAL = 300_000;
    const source = keysetBatches(async (last: Row | null, limit) => {
      const start = last ? last.id : 0;
      const n = Math.min(limit, TOTAL - start);
      return Array.from({ length: n }, (_, i) => ({
        id: start + i + 1,
        name: `Participante número ${start + i + 1}; equipe "Corre Junto"`,
        price: (start + i) * 0.37,
        day: '2026-05-10',
        at: new Date(1_700_000_000_000 + (start + i) * 60_000),
        ok: (start + i) % 2 === 0,
        km: 21.0975,
      }));
    }, 1000);

    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    const retained: number[] = [];
    gc();
    const baseline = process.memoryUsage().heapUsed;
    const sink = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        for (let i = 0; i < chunk.length; i++) if (chunk[i] === 0x0a) lines++;
        if (++chunks % 50 === 0) {
          gc();
          retained.push(process.memoryUsage().heapUsed - baseline);
        }
        // A slow reader: back-pressure, not buffering, paces the producer.
        setImmediate(done);
      },
    });
    await pipeline(csvStream(columns, source), sink);

    expect(lines).toBe(TOTAL + 1);
    expect(bytes).toBeGreaterThan(30 * 1024 * 1024);
    expect(retained.length).toBeGreaterThan(4);
    // The file is > 30 MB; what stays alive is one batch or so, and the last sample is no bigger than the first ones.
    expect(Math.max(...retained)).toBeLessThan(8 * 1024 * 1024);
    expect(retained.at(-1)!).toBeLessThan(Math.max(...retained.slice(0, 2)) + 2 * 1024 * 1024);
  }, 120_000);
});
