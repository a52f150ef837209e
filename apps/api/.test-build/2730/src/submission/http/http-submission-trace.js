/** Where an HTTP submission came from: the client (after TRUST_PROXY) and the request's id in the logs. */
export function httpSubmissionTrace(request) {
    return {
        clientAddress: request.ip ?? request.socket.remoteAddress ?? '',
        protocol: request.secure ? 'HTTPS' : 'HTTP',
        // Set by pino-http (LoggingModule) before any route runs.
        requestId: String(request.id ?? ''),
    };
}
//# sourceMappingURL=http-submission-trace.js.map