import { HttpException } from '@nestjs/common';
/** A refusal as the HTTP API answers it: its status and message, and Retry-After when it says when to try again. */
export function httpRefusal(refusal, request) {
    if (refusal.retryAfterSeconds !== undefined)
        request.res?.setHeader('Retry-After', String(refusal.retryAfterSeconds));
    return new HttpException(refusal.message, refusal.httpStatus);
}
//# sourceMappingURL=http-refusal.js.map