import { idParams, type Resource } from '@backoffice/contract';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { permit } from '../plugins/access.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
export type ToggleAction = 'enable' | 'disable';

export type StatusTogglesSpec<Row, S extends z.ZodType> = {
  /** The record's path without the id: '/v1/newsletter/subscribers' serves '/v1/newsletter/subscribers/:id/enable'. */
  path: string;
  /** §6 resource whose enable/disable permission each action needs. */
  resource: Resource;
  tags: string[];
  summaries: Record<ToggleAction, string>;
  /** The status each action sets ('enabled'/'disabled', 'active'/'inactive'…). */
  values: Record<ToggleAction, string>;
  response: S;
  /** The row, or a 404. */
  load: (id: number) => Promise<Row>;
  /** Writes the status with its audit entry (the area's `auditedWrites(...).setField`); true when it changed. */
  write: (request: FastifyRequest, row: Row, value: string) => Promise<boolean>;
  /** What the caller gets back (the record after the change); the request decides masking and access logging. */
  present: (id: number, request: FastifyRequest) => Promise<z.input<S>>;
  /** Refusals beyond the permission (a user disabling themselves, a finished event…). */
  check?: (request: FastifyRequest, row: Row, action: ToggleAction) => Promise<void> | void;
  /** Work after the commit (forget cached sessions…), only when the status changed. */
  afterChange?: (request: FastifyRequest, row: Row, action: ToggleAction) => Promise<void> | void;
};

/**
 * POST `${path}/:id/enable` and `/disable` for one resource: permission per action, 404, the area's own refusals,
 * an audited write only when the status changes, the record back. Every record-level enable/disable pair uses it (an
 * event's modalities, nested under their event, keep their own pair in events.routes.ts).
 */
export function registerStatusToggles<Row, S extends z.ZodType>(app: App, spec: StatusTogglesSpec<Row, S>): void {
  // registered without the zod type provider's inference (a generic response schema defeats it); the schemas still run
  const untyped = app as unknown as FastifyInstance;
  for (const action of ['enable', 'disable'] as const) {
    const schema: FastifySchema & { tags: string[]; summary: string } = { tags: spec.tags, summary: spec.summaries[action], params: idParams, response: { 200: spec.response } };
    untyped.post(
      `${spec.path}/:id/${action}`,
      { config: { access: permit(action, spec.resource) }, schema },
      async (request) => {
        const { id } = request.params as z.output<typeof idParams>;
        const row = await spec.load(id);
        await spec.check?.(request, row, action);
        if (await spec.write(request, row, spec.values[action])) await spec.afterChange?.(request, row, action);
        return spec.present(id, request);
      },
    );
  }
}

