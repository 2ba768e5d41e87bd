import type { ReportFileType } from '@backoffice/contract';
import { registerReportGenerator, reportGenerator, type ReportGenerator } from '../modules/reports/report-generators.ts';

/** Holds the generator of `type` at its first batch until `release()` (or fails it then); counts its runs per params. */
export function holdReportGenerator(type: ReportFileType, fail = false) {
  const real = reportGenerator(type)!;
  const runs: Record<string, unknown>[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: ReportGenerator = {
    ...real,
    async *batches(db, eventId, params, batchSize) {
      runs.push(params);
      await gate;
      if (fail) throw new Error('falha simulada');
      yield* real.batches(db, eventId, params, batchSize);
    },
  };
  registerReportGenerator(type, held);
  return { runs, release, restore: () => registerReportGenerator(type, real) };
}
