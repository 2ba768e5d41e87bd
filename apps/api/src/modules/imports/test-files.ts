import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';

/** Puts a file where the upload flow stores it (DATA_DIR/uploads/<key>) and returns its public URL, as the panel gets it. */
export function putUpload(dataDir: string, content: string | Buffer, ext = 'csv'): string {
  const key = `imports/2026/11/${randomUUID()}.${ext}`;
  const file = path.join(dataDir, 'uploads', ...key.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return `http://localhost:3000/uploads/${key}`;
}

/** A minimal XLSX (one sheet, inline strings and numbers), as spreadsheet programs write them. */
export function makeXlsx(rows: (string | number)[][]): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const col = (i: number) => String.fromCharCode(65 + i);
  const sheetRows = rows
    .map((r, ri) => `<row r="${ri + 1}">${r.map((v, ci) => (typeof v === 'number' ? `<c r="${col(ci)}${ri + 1}"><v>${v}</v></c>` : `<c r="${col(ci)}${ri + 1}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`)).join('')}</row>`)
    .join('');
  const files = {
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    'xl/workbook.xml': strToU8('<?xml version="1.0"?><workbook><sheets><sheet name="Resultados" sheetId="1"/></sheets></workbook>'),
    'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0"?><worksheet><sheetData>${sheetRows}</sheetData></worksheet>`),
  };
  return Buffer.from(zipSync(files));
}
