import type { Request } from 'express';
import type { SubmissionTrace } from '../received-header.js';

/** Where an HTTP submission came from: the client (after TRUST_PROXY) and the request's id in the logs. */
export function httpSubmissionTrace(request: Request): SubmissionTrace {
  return {
    clientAddress: request.ip ?? request.socket.remoteAddress ?? '',
    protocol: request.secure ? 'HTTPS' : 'HTTP',
    // Set by pino-http (LoggingModule) before any route runs.
    requestId: String((request as Request & { id?: unknown }).id ?? ''),
  };
}
