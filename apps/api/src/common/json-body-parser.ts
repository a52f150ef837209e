import { BadRequestException, HttpException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { json, type NextFunction, type Request, type Response } from 'express';
import { exceedsJsonNestingDepth } from './json-nesting-depth.js';

/** Deeper than any request shape of the API (three levels at most), far below what overflows a stack. */
export const MAX_JSON_NESTING_DEPTH = 32;

/** What body-parser's errors (http-errors) carry. */
interface BodyParserError {
  type?: string;
  message: string;
}

/**
 * Express's JSON body parser as a Nest middleware: a body of at most limitBytes, nested at most
 * MAX_JSON_NESTING_DEPTH levels (checked before it is parsed) and in UTF-8. Its refusals are thrown
 * as HttpExceptions, so the exception filter answers them in the API's error shape, without a
 * stack trace in the logs.
 */
export function jsonBodyParser(limitBytes: number) {
  const parse = json({ limit: limitBytes, verify: refuseDeepOrNotUtf8 });
  return async function parseJsonBody(request: Request, response: Response, next: NextFunction): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      parse(request, response, (error?: unknown) => (error ? reject(toHttpException(error, limitBytes)) : resolve()));
    });
    next();
  };
}

/** Runs on the raw bytes once read, before JSON.parse. body-parser passes on what it throws. */
function refuseDeepOrNotUtf8(_request: Request, _response: Response, body: Buffer, encoding: string): void {
  // The depth scan reads bytes; RFC 8259 wants UTF-8 for JSON anyway.
  if (encoding !== 'utf-8') {
    throw new UnsupportedMediaTypeException(`Unsupported charset "${encoding.toUpperCase()}": JSON bodies must be UTF-8`);
  }
  if (exceedsJsonNestingDepth(body, MAX_JSON_NESTING_DEPTH)) {
    throw new BadRequestException(`JSON nested too deeply: at most ${MAX_JSON_NESTING_DEPTH} levels`);
  }
}

/** Words for the refusals a client can act on; the exception filter answers body-parser's others as they are. */
function toHttpException(error: unknown, limitBytes: number): unknown {
  if (error instanceof HttpException) return error;
  const { type, message } = error as BodyParserError;
  if (type === 'entity.too.large') return new PayloadTooLargeException(`Request body too large: at most ${limitBytes} bytes`);
  if (type === 'entity.parse.failed') return new BadRequestException(`Malformed JSON body: ${message}`);
  return error;
}
