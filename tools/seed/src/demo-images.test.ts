import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { openDatabase } from '@backoffice/api/db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverPng, referencedUploads, writeDemoImages } from './demo-images.ts';
import { seedDemo } from './index.ts';

describe('coverPng', () => {
  it('is a valid 480×270 RGB PNG, different per seed', () => {
    const png = coverPng('/uploads/a.jpg');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(png.readUInt32BE(16)).toBe(480);
    expect(png.readUInt32BE(20)).toBe(270);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe((480 * 3 + 1) * 270);
    expect(coverPng('/uploads/b.jpg').equals(png)).toBe(false);
  });
});

describe('writeDemoImages', () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let dir: string;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seedDemo(database.db);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-images-'));
  }, 120_000);
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes one image with its content-type sidecar for every referenced upload, once', async () => {
    const urls = await referencedUploads(database.db);
    expect(urls.length).toBeGreaterThan(100);
    // The API's storage key format, which GET /uploads/* serves: <folder>/<yyyy>/<mm>/<uuid>.<ext>
    for (const url of urls) expect(url).toMatch(/^\/uploads\/demo\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png)$/);
    expect(await writeDemoImages(database.db, dir)).toBe(urls.length);
    const first = path.join(dir, 'uploads', ...urls[0]!.slice('/uploads/'.length).split('/'));
    expect(fs.readFileSync(`${first}.type`, 'utf8')).toBe('image/png');
    expect(await writeDemoImages(database.db, dir)).toBe(0);
  });
});
