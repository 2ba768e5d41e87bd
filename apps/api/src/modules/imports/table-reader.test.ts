import { describe, expect, it } from 'vitest';
import { FileFormatError, mapColumns, parseDuration, parsePositiveInt, readTable } from './table-reader.ts';
import { makeXlsx } from '../../test/fixtures/import-files.ts';

describe('readTable', () => {
  it('reads CSV with ; , or tab, quoted cells, CRLF and a BOM', () => {
    const t = readTable(Buffer.from('\uFEFFNúmero de peito;Nome\r\n12;"Silva; José ""Zé"""\r\n\r\n13;Ana\r\n'));
    expect(t).toMatchObject({ format: 'csv', separator: ';', headers: ['Número de peito', 'Nome'], rows: [['12', 'Silva; José "Zé"'], ['13', 'Ana']] });
    expect(readTable(Buffer.from('a,b\n1,2')).rows).toEqual([['1', '2']]);
    expect(readTable(Buffer.from('a\tb\n1\t2')).separator).toBe('\t');
  });

  it('reads the first sheet of an XLSX', () => {
    const t = readTable(makeXlsx([['numero_peito', 'tempo'], [7, '00:40:00']]), 'r.xlsx');
    expect(t).toMatchObject({ format: 'xlsx', headers: ['numero_peito', 'tempo'], rows: [['7', '00:40:00']] });
  });

  it('refuses what is not a spreadsheet with a pt-BR reason', () => {
    const bad: [Buffer, RegExp][] = [
      [Buffer.alloc(0), /vazio/],
      [Buffer.from('a;b\nJos\xe9;1', 'latin1'), /UTF-8/],
      [Buffer.from([0xff, 0xfe, 0x61, 0x00]), /UTF-16/],
      [Buffer.from([0x00, 0x01, 0x02, 0x03, 0x41]), /binário/],
      [Buffer.from('só uma coluna\n1\n'), /Separador/],
      [Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]), /XLSX válida/],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 0x61), /10 MB/],
    ];
    for (const [buf, message] of bad) expect(() => readTable(buf), String(message)).toThrow(FileFormatError);
    for (const [buf, message] of bad) expect(() => readTable(buf)).toThrow(message);
  });
});

describe('cells', () => {
  it('parses race times', () => {
    expect(parseDuration('1:02:03')).toBe(3_723_000);
    expect(parseDuration('01:02:03,45')).toBe(3_723_450);
    expect(parseDuration('42:13')).toBe(2_533_000);
    expect(parseDuration('0.5')).toBe(43_200_000);
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('1:75:00')).toBeNaN();
    expect(parseDuration('abc')).toBeNaN();
  });

  it('parses positive integers, also as spreadsheets write them', () => {
    expect(parsePositiveInt('12')).toBe(12);
    expect(parsePositiveInt('12.0')).toBe(12);
    expect(parsePositiveInt(' ')).toBeNull();
    expect(parsePositiveInt('0')).toBeNaN();
    expect(parsePositiveInt('-3')).toBeNaN();
    expect(parsePositiveInt('1e3')).toBeNaN();
  });

  it('matches headers without case, accents or punctuation', () => {
    expect(mapColumns(['Nº', 'NÚMERO DE PEITO', 'Tempo-Líquido'], { chest: ['numero_peito', 'numero de peito'], net: ['tempo liquido'] })).toEqual({ chest: 1, net: 2 });
  });
});
