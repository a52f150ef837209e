import 'reflect-metadata';
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { ADMIN_TOKEN_HEADER, CSRF_HEADER, CSRF_HEADER_VALUE, CUSTOMER_SESSION_COOKIE, UNSUBSCRIBE_PATH } from '@platform/contracts';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { API_DOCS_PATH, useSecurityHeaders } from './common/security-headers.js';
import { httpMetricsMiddleware } from './metrics/http-metrics.middleware.js';
import { METRICS_PATH } from './metrics/metrics.controller.js';
import { PlatformMetrics } from './metrics/platform-metrics.js';

const ADMIN_TOKEN_SCHEME = 'admin-token';

/** Builds the Nest application the same way for the server and for the e2e tests. */
export async function createApp(options: AppModuleOptions): Promise<INestApplication> {
  // Bodies are parsed per route by AppModule's middleware (common/request-body-limits.ts), each
  // with its own size limit, and an /api/admin body only once the admin token is accepted.
  // Start-up lines wait for the pino logger (LoggingModule) so that they come out in its format.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  // Which X-Forwarded-For hops to believe: req.ip (rate limits, sign-in throttles, logs) is then the client's.
  app.set('trust proxy', options.config.operations.trustProxy);
  app.use(httpMetricsMiddleware(app.get(PlatformMetrics)));
  useSecurityHeaders(app);
  // Links in delivered mail sit outside /api: the tracking host's routes (see TrackingController)
  // and the unsubscribe link PUBLIC_URL/u/<token>; and /metrics, where Prometheus looks.
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 't/{*path}', method: RequestMethod.GET },
      { path: `${UNSUBSCRIBE_PATH.slice(1)}/{*path}`, method: RequestMethod.ALL },
      { path: METRICS_PATH, method: RequestMethod.GET },
    ],
  });
  serveApiDescription(app);
  return app;
}

/** The OpenAPI description of every route: Swagger UI at /api/docs, the JSON at /api/docs-json. */
function serveApiDescription(app: INestApplication): void {
  const description = new DocumentBuilder()
    .setTitle('Outbound e-mail platform API')
    .setDescription(
      'Admin console calls (/api/admin/*, x-admin-token header), public account calls, and the customer API ' +
        '(/api/v1/*: `Authorization: Bearer <api key>`, or the console\'s session cookie plus the header ' +
        `${CSRF_HEADER}: ${CSRF_HEADER_VALUE} on changes).`,
    )
    .setVersion('1')
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: ADMIN_TOKEN_HEADER,
        description: 'The configured admin token, or the admin_token that login gives an admin or support-readonly user',
      },
      ADMIN_TOKEN_SCHEME,
    )
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key of the account: its primary key or a named key (key_<id>.<secret>)' })
    .addCookieAuth(CUSTOMER_SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: CUSTOMER_SESSION_COOKIE, description: 'Set by POST /api/login' }, CUSTOMER_SESSION_COOKIE)
    .build();
  const document = SwaggerModule.createDocument(app, description);
  requireAdminTokenOnAdminPaths(document);
  SwaggerModule.setup(API_DOCS_PATH, app, document);
}

/** Every /api/admin route passes the admin-token middleware, whichever module declares it. */
function requireAdminTokenOnAdminPaths(document: OpenAPIObject): void {
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/admin/')) continue;
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const) {
      const operation = operations[method];
      if (operation) operation.security = [{ [ADMIN_TOKEN_SCHEME]: [] }];
    }
  }
}
