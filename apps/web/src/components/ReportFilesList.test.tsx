import type { ReportFile } from '@backoffice/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { ReportFilesList } from './ReportFilesList';

afterEach(() => vi.unstubAllGlobals());

const report = (id: number, status: ReportFile['status'], fileAvailable: boolean): ReportFile => ({
  id,
  report_type: 'subscriptions',
  status,
  progress: status === 'completed' ? 100 : 40,
  file_name: status === 'completed' ? `inscricoes-${id}.csv` : null,
  event_id: 7,
  event_name: 'Corrida da Ponte',
  rows: null,
  error: null,
  requested_by_name: 'Ana',
  attempts: 1,
  created_at: '2026-11-20T12:00:00.000Z',
  finished_at: status === 'completed' ? '2026-11-20T12:01:00.000Z' : null,
  file_available: fileAvailable,
});

describe('ReportFilesList', () => {
  it('offers Baixar only for a file on disk; a completed report whose file is gone says to reprocess it', async () => {
    const reports = [report(3, 'completed', true), report(2, 'completed', false), report(1, 'processing', false)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(reports), { headers: { 'content-type': 'application/json', 'items-count': '3' } })),
    );
    renderRoutes([{ path: '/', element: <ReportFilesList reportType="subscriptions" /> }], '/');
    const rowOf = async (id: number) => (await screen.findByRole('cell', { name: String(id) })).closest('tr')!;

    const ready = await rowOf(3);
    expect(within(ready).getByText('inscricoes-3.csv')).toBeTruthy();
    expect(within(ready).getByRole('button', { name: 'Baixar' })).toBeTruthy();

    const gone = await rowOf(2);
    expect(within(gone).getByText(/arquivo não está mais disponível/)).toBeTruthy();
    expect(within(gone).queryByRole('button', { name: 'Baixar' })).toBeNull();

    const running = await rowOf(1);
    expect(within(running).getByText('arquivo ainda não gerado')).toBeTruthy();
    expect(within(running).queryByRole('button', { name: 'Baixar' })).toBeNull();
  });
});
