/**
 * Why a message was not accepted, answered as an SMTP reply (code and enhanced status) or as
 * an HTTP error by whichever door it came through.
 */
export class SubmissionRefused extends Error {
  constructor(
    message: string,
    readonly smtpCode: number,
    readonly enhancedStatus: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'SubmissionRefused';
  }

  static forbidden(message: string): SubmissionRefused {
    return new SubmissionRefused(message, 550, '5.7.1', 403);
  }

  static badInput(message: string): SubmissionRefused {
    return new SubmissionRefused(message, 550, '5.6.0', 400);
  }

  static quotaExceeded(message: string): SubmissionRefused {
    return new SubmissionRefused(message, 452, '4.2.2', 429);
  }

  static tooLarge(message: string): SubmissionRefused {
    return new SubmissionRefused(message, 552, '5.3.4', 413);
  }

  static suppressed(message: string): SubmissionRefused {
    return new SubmissionRefused(message, 550, '5.1.1', 422);
  }
}
