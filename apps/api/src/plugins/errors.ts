import { MSG } from '@backoffice/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, type ErrorItem } from '../lib/http-errors.ts';

const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: 'Requisição inválida.',
  404: MSG.routeNotFound,
  405: 'Método não permitido.',
  406: 'Formato de resposta não suportado.',
  413: 'Conteúdo grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: MSG.tooManyAttempts,
};

/**
 * One error path (§7/§8): every failure answers `{ errors: [{ message, field? }] }` in pt-BR. Invalid input is 422
 * and names the field; 5xx are logged with the request id and never carry a stack trace or internal detail.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error, reqId: request.id }, 'server error');
        return reply.code(error.statusCode).headers(error.headers).send({ errors: error.errors });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: ErrorItem[] = error.validation.map((v) => {
          const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          const keys = (v.params as { keys?: string[] }).keys;
          if (v.keyword === 'unrecognized_keys' && keys?.length)
            return { field: [path, keys[0]].filter(Boolean).join('.'), message: `Campo não permitido: ${keys.join(', ')}` };
          return { field: path || (error.validationContext ?? 'body'), message: v.message ?? 'Valor inválido' };
        });
        return reply.code(422).send({ errors });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, reqId: request.id, issues: error.cause.issues }, 'response does not match its schema');
        return reply.code(500).send({ errors: [{ message: MSG.unexpected }] });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ errors: [{ message: CLIENT_ERROR_TEXT[status] ?? 'Requisição inválida.' }] });
      }
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      return reply.code(500).send({ errors: [{ message: MSG.unexpected }] });
    });
  },
  { name: 'errors' },
);
