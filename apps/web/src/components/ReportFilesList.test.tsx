import { PARTICIPANTS_MSG, type ReportFile } from '@backoffice/contract';
import { fireEvent, screen, within } from '@testing-library/react';
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
  period: null,
  error: null,
  requested_by_name: 'Ana',
  attempts: 1,
  created_at: '2026-11-20T12:00:00.000Z',
  finished_at: status === 'completed' ? '2026-11-20T12:01:00.000Z' : null,
  file_available: fileAvailable,
});

/** Every call answers this (the list first, then the link asked by Baixar). */
function answer(list: ReportFile[], status = 200, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body ?? list), { status, headers: { 'content-type': 'application/json', 'items-count': String(list.length) } })),
  );
}

describe('ReportFilesList', () => {
  it('names the file only when it is on disk; a completed report whose file is gone says to reprocess it, and Baixar answers with §5', async () => {
    answer([report(3, 'completed', true), report(2, 'completed', false), report(1, 'processing', false)]);
    renderRoutes([{ path: '/', element: <ReportFilesList reportType="subscriptions" /> }], '/');
    const rowOf = async (id: number) => (await screen.findByRole('cell', { name: String(id) })).closest('tr')!;

    const ready = await rowOf(3);
    expect(within(ready).getByText('inscricoes-3.csv')).toBeTruthy();
    expect(within(ready).getByRole('button', { name: 'Baixar' })).toBeTruthy();

    const running = await rowOf(1);
    expect(within(running).getByText('arquivo ainda não gerado')).toBeTruthy();

    const gone = await rowOf(2);
    expect(within(gone).getByText(/arquivo não está mais disponível: use Reprocessar/)).toBeTruthy();
    expect(within(gone).queryByText('inscricoes-2.csv')).toBeNull();
    // the server answers 422 without a link: the spec's message (§5)
    answer([], 422, { errors: [{ field: 'id', message: PARTICIPANTS_MSG.reportNotReady }] });
    fireEvent.click(within(gone).getByRole('button', { name: 'Baixar' }));
    expect(await screen.findByText(PARTICIPANTS_MSG.reportNotReady)).toBeTruthy();
  });
});
