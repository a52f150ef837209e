/** What each refusal is called in the metrics (platform_smtp_refusals_total's reason), by enhanced status. */
const REASON_OF_STATUS: Record<string, string> = {
  '5.7.1': 'forbidden',
  '5.6.0': 'bad_input',
  '4.2.2': 'quota_exceeded',
  '5.3.4': 'too_large',
  '5.1.1': 'suppressed',
  '5.5.4': 'unsupported_parameter',
};

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

  /** A short name for the metrics. */
  get reason(): string {
    return REASON_OF_STATUS[this.enhancedStatus] ?? 'other';
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
