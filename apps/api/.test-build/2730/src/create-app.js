import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { UNSUBSCRIBE_PATH } from '@platform/contracts';
import { serveApiDescription } from './api-docs/api-description.js';
import { AppModule } from './app.module.js';
import { useSecurityHeaders } from './common/security-headers.js';
import { httpMetricsMiddleware } from './metrics/http-metrics.middleware.js';
import { METRICS_PATH } from './metrics/metrics.controller.js';
import { PlatformMetrics } from './metrics/platform-metrics.js';
/** Builds the Nest application the same way for the server and for the e2e tests. */
export async function createApp(options) {
    // Bodies are parsed per route by AppModule's middleware (common/request-body-limits.ts), each
    // with its own size limit, and an /api/admin body only once the admin token is accepted.
    // Start-up lines wait for the pino logger (LoggingModule) so that they come out in its format.
    const app = await NestFactory.create(AppModule.forRoot(options), { bufferLogs: true, bodyParser: false });
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
    serveApiDescription(app, options.config.operations.apiDocs);
    return app;
}
//# sourceMappingURL=create-app.js.map