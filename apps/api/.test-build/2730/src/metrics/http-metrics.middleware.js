/**
 * Times every HTTP request, labelled by the route pattern that served it (`/api/v1/messages/:id`,
 * never the URL itself, so ids and tokens do not each make a series of their own); a request
 * no route served counts as `unmatched`.
 */
export function httpMetricsMiddleware(metrics) {
    return (request, response, next) => {
        const stopTimer = metrics.httpLatency.startTimer();
        response.once('finish', () => {
            const pattern = request.route?.path;
            stopTimer({
                method: request.method,
                route: pattern ? `${request.baseUrl}${pattern}` : 'unmatched',
                status_code: String(response.statusCode),
            });
        });
        next();
    };
}
//# sourceMappingURL=http-metrics.middleware.js.map