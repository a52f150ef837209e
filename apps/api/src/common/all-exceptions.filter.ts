import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import type { ApiErrorBody } from '@platform/contracts';

const MONGO_DUPLICATE_KEY = 11000;

/**
 * The one place errors become responses, all in NestJS's { statusCode, message, error } shape.
 * Unexpected errors are logged with an id that the client gets instead of the stack trace; a
 * client's mistake (4xx) is answered without logging anything.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = apiErrorBodyOf(exception);
    response.status(body.statusCode).json(body);
  }
}

const logger = new Logger('Errors');

/**
 * What a route answers for an error: also what a batch route answers for one of its items that
 * failed (agent result batches), so that an item's answer is the one its own request would get.
 */
export function apiErrorBodyOf(exception: unknown): ApiErrorBody {
  if (exception instanceof HttpException) {
    const answer = exception.getResponse();
    if (typeof answer === 'object' && answer !== null && 'message' in answer) {
      // Fields beside message and error (e.g. a deletion conflict's holdings) were put there for the client.
      const { message, error, ...details } = answer as Partial<ApiErrorBody> & Record<string, unknown>;
      return { ...details, statusCode: exception.getStatus(), message: message ?? exception.message, error: error ?? exception.name };
    }
    return { statusCode: exception.getStatus(), message: String(answer), error: STATUS_CODES[exception.getStatus()] ?? exception.name };
  }
  if (isExposedClientError(exception)) {
    return { statusCode: exception.status, message: exception.message, error: STATUS_CODES[exception.status] ?? 'Error' };
  }
  if (isDuplicateKeyError(exception)) {
    const field = Object.keys(exception.keyValue ?? {})[0] ?? 'value';
    return { statusCode: HttpStatus.CONFLICT, message: `${field} is already taken`, error: 'Conflict' };
  }
  const errorId = randomUUID();
  logger.error(`Unhandled error ${errorId}`, exception instanceof Error ? exception.stack : String(exception));
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    message: `Internal server error (reference ${errorId})`,
    error: 'Internal Server Error',
  };
}

/**
 * Express and its middleware (body-parser, serve-static) report a client's mistake as an http-errors
 * error: a 4xx status and `expose`, which says that its message is meant for the client.
 */
function isExposedClientError(error: unknown): error is Error & { status: number } {
  if (!(error instanceof Error)) return false;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return expose === true && typeof status === 'number' && status >= 400 && status < 500;
}

function isDuplicateKeyError(error: unknown): error is { code: number; keyValue?: Record<string, unknown> } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === MONGO_DUPLICATE_KEY;
}
