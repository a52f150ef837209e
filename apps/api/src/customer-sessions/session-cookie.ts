import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Types } from 'mongoose';
import { CUSTOMER_SESSION_COOKIE } from '@platform/contracts';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { CustomerSessionsService } from './customer-sessions.service.js';

/** The cookie is sent only to the API, never readable by page scripts, never sent cross-site. */
const COOKIE_PATH = '/api';

/** Puts a customer session into the browser's cookie, and takes it out again. */
@Injectable()
export class SessionCookie {
  private readonly secure: boolean;

  constructor(
    private readonly sessions: CustomerSessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Behind https the cookie must never travel in clear; on plain-http development it cannot be Secure.
    this.secure = config.publicUrl.startsWith('https:');
  }

  /** Issues a session for the user and sets its cookie on the response. */
  async open(response: Response, userId: Types.ObjectId | string): Promise<void> {
    const { token, expiresAt } = await this.sessions.issue(userId);
    response.cookie(CUSTOMER_SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secure,
      path: COOKIE_PATH,
      expires: expiresAt,
    });
  }

  clear(response: Response): void {
    response.clearCookie(CUSTOMER_SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: this.secure, path: COOKIE_PATH });
  }
}

/** The session token the request's Cookie header carries, or ''. */
export function sessionTokenOf(request: Request): string {
  for (const pair of (request.header('cookie') ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === CUSTOMER_SESSION_COOKIE) {
      const value = pair.slice(separator + 1).trim();
      // Tokens are base64url: anything else was not issued here.
      return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : '';
    }
  }
  return '';
}
