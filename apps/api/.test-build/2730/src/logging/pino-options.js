import { destination } from 'pino';
import pretty from 'pino-pretty';
import { REDACTED, REDACTED_PATHS, redactUrl } from './log-redaction.js';
import { assignRequestId } from './request-id.js';
/** Probes that would otherwise write a line every few seconds per load balancer. */
const UNLOGGED_PATHS = /^\/(api\/health(\/|$|\?)|metrics(\/|$|\?))/;
/** Agents poll for leases and send heartbeats every second or so: their answered calls are debug lines. */
const AGENT_PROTOCOL_PATH = /^\/api\/agent\//;
/** pino-http's options for this app: level, request ids, redaction, one line per request. */
export function pinoHttpOptions(config) {
    return {
        level: config.operations.logLevel,
        redact: { paths: REDACTED_PATHS, censor: REDACTED },
        genReqId: assignRequestId,
        // Lines written while a request is handled carry its id alone, not the whole request.
        quietReqLogger: true,
        customAttributeKeys: { reqId: 'request_id' },
        autoLogging: { ignore: (request) => UNLOGGED_PATHS.test(request.url ?? '') },
        customLogLevel: (request, response, error) => {
            if (error || response.statusCode >= 500)
                return 'error';
            if (response.statusCode >= 400)
                return 'warn';
            return AGENT_PROTOCOL_PATH.test(urlOf(request)) ? 'debug' : 'info';
        },
        customSuccessMessage: (request, response, took) => `${request.method} ${redactUrl(urlOf(request))} ${response.statusCode} ${Math.round(took)} ms`,
        customErrorMessage: (request, response) => `${request.method} ${redactUrl(urlOf(request))} ${response.statusCode}`,
        serializers: {
            req: (request) => ({
                id: request.id,
                method: request.method,
                url: redactUrl(request.url),
                // After TRUST_PROXY: the client behind the load balancer, as the rate limits see it.
                client_address: request.raw.ip,
                headers: request.headers,
            }),
            res: (response) => ({ status_code: response.statusCode }),
        },
    };
}
/** The URL as the client sent it: Express's routers shorten request.url to what is left below them. */
function urlOf(request) {
    return request.originalUrl ?? request.url ?? '';
}
/** Standard output: JSON lines for a collector, or one colored line per record for a person. */
export function logDestination(config) {
    if (config.operations.logFormat === 'json')
        return destination({ fd: 1 });
    return pretty({ colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,req,res', sync: true });
}
//# sourceMappingURL=pino-options.js.map