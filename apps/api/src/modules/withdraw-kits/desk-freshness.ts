import fp from 'fastify-plugin';
import { deskIndexes } from './desk-index.ts';

/**
 * A write anywhere in the API may change what a kit desk shows: its in-memory index looks again before answering.
 * Registered on the whole API scope (fastify-plugin), owned here with the index it keeps fresh.
 */
export const deskFreshness = fp(
  async (api) => {
    api.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') deskIndexes(api.db).markStale();
    });
  },
  { name: 'desk-freshness' },
);
