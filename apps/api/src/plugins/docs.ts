import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ACCESS_TOKEN_HEADER } from '@backoffice/contract';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, browsable at <prefix>/docs (JSON at <prefix>/docs/json). */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Backoffice API',
          version: '1.0.0',
          description:
            'API do painel administrativo. Autentique-se em POST /v2/session e envie o token no cabeçalho `access-token`. ' +
            'Listas aceitam `current_page` (começa em 0), `per_page`, `query` e `order` (`-campo` = decrescente) e devolvem o total no cabeçalho `items-count`. ' +
            'Erros: `{ "errors": [{ "message": "...", "field": "..." }] }`.',
        },
        servers: [{ url: '/' }],
        components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: ACCESS_TOKEN_HEADER } } },
        security: [{ accessToken: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: `${app.config.API_PREFIX}/docs`, staticCSP: true });
  },
  { name: 'docs', dependencies: ['config'] },
);
