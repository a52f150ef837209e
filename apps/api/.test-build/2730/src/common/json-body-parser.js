import { BadRequestException, HttpException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { json } from 'express';
import { exceedsJsonNestingDepth } from './json-nesting-depth.js';
/** Deeper than any request shape of the API (three levels at most), far below what overflows a stack. */
export const MAX_JSON_NESTING_DEPTH = 32;
/**
 * Express's JSON body parser as a Nest middleware: a body of at most limitBytes, nested at most
 * MAX_JSON_NESTING_DEPTH levels (checked before it is parsed) and in UTF-8. Its refusals are thrown
 * as HttpExceptions, so the exception filter answers them in the API's error shape, without a
 * stack trace in the logs.
 */
export function jsonBodyParser(limitBytes) {
    const parse = json({ limit: limitBytes, verify: refuseDeepOrNotUtf8 });
    return async function parseJsonBody(request, response, next) {
        await new Promise((resolve, reject) => {
            parse(request, response, (error) => (error ? reject(toHttpException(error, limitBytes)) : resolve()));
        });
        next();
    };
}
/** Runs on the raw bytes once read, before JSON.parse. body-parser passes on what it throws. */
function refuseDeepOrNotUtf8(_request, _response, body, encoding) {
    // The depth scan reads bytes; RFC 8259 wants UTF-8 for JSON anyway.
    if (encoding !== 'utf-8') {
        throw new UnsupportedMediaTypeException(`Unsupported charset "${encoding.toUpperCase()}": JSON bodies must be UTF-8`);
    }
    if (exceedsJsonNestingDepth(body, MAX_JSON_NESTING_DEPTH)) {
        throw new BadRequestException(`JSON nested too deeply: at most ${MAX_JSON_NESTING_DEPTH} levels`);
    }
}
/** Words for the refusals a client can act on; the exception filter answers body-parser's others as they are. */
function toHttpException(error, limitBytes) {
    if (error instanceof HttpException)
        return error;
    const { type, message } = error;
    if (type === 'entity.too.large')
        return new PayloadTooLargeException(`Request body too large: at most ${limitBytes} bytes`);
    if (type === 'entity.parse.failed')
        return new BadRequestException(`Malformed JSON body: ${message}`);
    return error;
}
//# sourceMappingURL=json-body-parser.js.map