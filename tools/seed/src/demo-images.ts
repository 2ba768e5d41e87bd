import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { queryRows, type Db } from '@backoffice/api/db/client.ts';
import { sql } from 'drizzle-orm';

/** The `/uploads/...` paths the seeded rows point at: every text `*_url` column and every jsonb `*_photos` list. */
export async function referencedUploads(db: Db): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and ((data_type = 'text' and column_name like '%\_url') or (data_type = 'jsonb' and column_name like '%\_photos'))`,
  );
  const found = new Set<string>();
  for (const c of columns) {
    const table = sql.identifier(c.table_name);
    const column = sql.identifier(c.column_name);
    const rows =
      c.data_type === 'text'
        ? await queryRows<{ url: string }>(db, sql`select distinct ${column} as url from ${table} where ${column} like '/uploads/%'`)
        : await queryRows<{ url: string }>(db, sql`select distinct jsonb_array_elements_text(${column}) as url from ${table} where jsonb_typeof(${column}) = 'array'`);
    for (const r of rows) if (r.url?.startsWith('/uploads/') && /\.(jpe?g|png)$/i.test(r.url)) found.add(r.url);
  }
  return [...found].sort();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A 480×270 PNG: a diagonal gradient between two colours derived from `seed`, so each cover looks distinct. */
export function coverPng(seed: string, width = 480, height = 270): Buffer {
  const h = createHash('sha256').update(seed).digest();
  const from = [h[0]! % 200, h[1]! % 200, 90 + (h[2]! % 150)];
  const to = [40 + (h[3]! % 215), 40 + (h[4]! % 215), h[5]! % 200];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Writes a generated image for every `/uploads/...` path the demo rows reference, in the API's local storage layout
 * (the file plus its `.type` sidecar), so the demo shows covers and logos instead of broken images.
 */
export async function writeDemoImages(db: Db, dataDir: string): Promise<number> {
  const root = path.join(dataDir, 'uploads');
  let written = 0;
  for (const url of await referencedUploads(db)) {
    const file = path.join(root, ...url.slice('/uploads/'.length).split('/'));
    if (!file.startsWith(root + path.sep) || fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, coverPng(url));
    fs.writeFileSync(`${file}.type`, 'image/png');
    written++;
  }
  return written;
}
