import type { NextFunction, Request, Response } from 'express';
import type { PlatformMetrics } from './platform-metrics.js';

/**
 * Times every HTTP request, labelled by the route pattern that served it (`/api/v1/messages/:id`,
 * never the URL itself, so ids and tokens do not each make a series of their own); a request
 * no route served counts as `unmatched`.
 */
export function httpMetricsMiddleware(metrics: PlatformMetrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const stopTimer = metrics.httpLatency.startTimer();
    response.once('finish', () => {
      const pattern = request.route?.path as string | undefined;
      stopTimer({
        method: request.method,
        route: pattern ? `${request.baseUrl}${pattern}` : 'unmatched',
        status_code: String(response.statusCode),
      });
    });
    next();
  };
}
