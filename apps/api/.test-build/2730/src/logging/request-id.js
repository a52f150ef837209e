import { randomUUID } from 'node:crypto';
export const REQUEST_ID_HEADER = 'x-request-id';
/** What an id handed in by a proxy may look like: short, and nothing that could forge a log line. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/**
 * The id of one HTTP request in the logs: the one the load balancer put in X-Request-Id when it
 * is a sane one (so its logs and ours join up), else a new one. It goes back in the response's
 * X-Request-Id, and a message accepted by the request keeps it (see DeliveryQueueService), so
 * the logs of its delivery attempts carry it too.
 */
export function assignRequestId(request, response) {
    const offered = request.headers[REQUEST_ID_HEADER];
    const id = typeof offered === 'string' && ACCEPTABLE_REQUEST_ID.test(offered) ? offered : randomUUID();
    response.setHeader(REQUEST_ID_HEADER, id);
    return id;
}
/** A request id for work that came in another way (an SMTP submission). */
export function newRequestId() {
    return randomUUID();
}
//# sourceMappingURL=request-id.js.map