import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { HttpError } from '../lib/http-errors.ts';
import { MSG } from '@backoffice/contract';

/** Security headers (CSP allows only our own scripts) and the per-IP limiter that auth routes opt into. */
export default fp(
  async (app) => {
    const s3 = app.config.S3_PUBLIC_URL ?? app.config.S3_ENDPOINT;
    // helmet's middleware built once: @fastify/helmet built it again at every request (parsing the CSP: ~3 % of a list's CPU)
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(s3 ? [s3] : [])],
          connectSrc: ["'self'", ...(s3 ? [s3] : [])],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // The panel is served over plain http on localhost in development.
      strictTransportSecurity: app.config.NODE_ENV === 'production',
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, MSG.tooManyAttempts),
    });
  },
  { name: 'security', dependencies: ['config'] },
);
