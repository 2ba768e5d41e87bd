import type { TokenSheet } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { sheetHtml } from './print-sheet';

const batch: TokenSheet['batch'] = {
  id: 7,
  store_id: 1,
  store_name: 'Corre <Brasil> & Cia',
  event_id: null,
  event_name: null,
  quantity: 250,
  used_count: 0,
  available_count: 250,
  description: null,
  created_by_name: 'Ana',
  created_at: '2026-11-20T13:00:00.000Z',
};

describe('printed sheet of a batch', () => {
  it('puts 100 codes per page, each page with the store name and its range', () => {
    const codes = Array.from({ length: 250 }, (_, i) => `CODE${String(i).padStart(6, '0')}`);
    const html = sheetHtml({ batch, codes });
    const pages = html.split('<section class="page">').slice(1);
    expect(pages).toHaveLength(3);
    expect(pages.map((p) => (p.match(/<li>/g) ?? []).length)).toEqual([100, 100, 50]);
    for (const p of pages) expect(p).toContain('<h1>Corre &lt;Brasil&gt; &amp; Cia</h1>');
    expect(pages[2]).toContain('Página 3 de 3 · códigos 201 a 250 de 250');
    expect(pages[2]).toContain('<ol start="201">');
    expect(html).not.toContain('<Brasil>');
  });
});
