import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { consoleRoleOf } from './admin-token.middleware.js';

/**
 * For the few admin reads a support-readonly session must not make either, because what they
 * answer grants more than reading (the console mailbox's links confirm addresses and reset
 * passwords, an admin's included). AdminTokenMiddleware has checked the session already.
 */
@Injectable()
export class FullAdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (consoleRoleOf(context.switchToHttp().getResponse<Response>()) === 'admin') return true;
    throw new ForbiddenException('Only an admin session may do this (support-readonly sessions may not)');
  }
}
