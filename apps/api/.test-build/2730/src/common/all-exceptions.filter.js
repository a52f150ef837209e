var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
const MONGO_DUPLICATE_KEY = 11000;
/**
 * The one place errors become responses, all in NestJS's { statusCode, message, error } shape.
 * Unexpected errors are logged with an id that the client gets instead of the stack trace; a
 * client's mistake (4xx) is answered without logging anything.
 */
let AllExceptionsFilter = class AllExceptionsFilter {
    logger = new Logger('Errors');
    catch(exception, host) {
        const response = host.switchToHttp().getResponse();
        const body = this.toBody(exception);
        response.status(body.statusCode).json(body);
    }
    toBody(exception) {
        if (exception instanceof HttpException) {
            const answer = exception.getResponse();
            if (typeof answer === 'object' && answer !== null && 'message' in answer) {
                // Fields beside message and error (e.g. a deletion conflict's holdings) were put there for the client.
                const { message, error, ...details } = answer;
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
        this.logger.error(`Unhandled error ${errorId}`, exception instanceof Error ? exception.stack : String(exception));
        return {
            statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
            message: `Internal server error (reference ${errorId})`,
            error: 'Internal Server Error',
        };
    }
};
AllExceptionsFilter = __decorate([
    Catch()
], AllExceptionsFilter);
export { AllExceptionsFilter };
/**
 * Express and its middleware (body-parser, serve-static) report a client's mistake as an http-errors
 * error: a 4xx status and `expose`, which says that its message is meant for the client.
 */
function isExposedClientError(error) {
    if (!(error instanceof Error))
        return false;
    const { status, expose } = error;
    return expose === true && typeof status === 'number' && status >= 400 && status < 500;
}
function isDuplicateKeyError(error) {
    return typeof error === 'object' && error !== null && error.code === MONGO_DUPLICATE_KEY;
}
//# sourceMappingURL=all-exceptions.filter.js.map