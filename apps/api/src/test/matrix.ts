import type { TestContext } from './app.ts';

/**
 * One row of the authorisation matrix: the concrete request to send for a route, and the permission a caller "with
 * permission" holds (omit for public and signed-in routes). A row may give `forbiddenUrl` for signed-in routes that
 * check a finer permission in the handler: the caller without permissions must get 403 there.
 */
export type MatrixCase = { url: string; payload?: object; grant?: [action: string, resource: string]; forbiddenUrl?: string };

/** Fixtures a module's cases may use; `setup` runs once before the matrix. */
export type MatrixFixtures = { ctx: TestContext; ownProfileId: number; otherProfileId: number; targetUserId: number };

/**
 * Each module exports `matrixCases` from `<module>/<module>.matrix.ts`: keys are "METHOD /api/url/:param" exactly as
 * registered. `setup` may create records the cases refer to (ids returned in the fixtures object it extends).
 */
export type ModuleMatrix = {
  setup?: (f: MatrixFixtures) => Promise<Record<string, number>>;
  cases: (f: MatrixFixtures & { ids: Record<string, number> }) => Record<string, MatrixCase>;
};
