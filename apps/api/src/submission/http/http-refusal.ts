import { HttpException } from '@nestjs/common';
import type { Request } from 'express';
import type { SubmissionRefused } from '../submission-refused.js';

/** A refusal as the HTTP API answers it: its status and message, and Retry-After when it says when to try again. */
export function httpRefusal(refusal: SubmissionRefused, request: Request): HttpException {
  if (refusal.retryAfterSeconds !== undefined) request.res?.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  return new HttpException(refusal.message, refusal.httpStatus);
}
