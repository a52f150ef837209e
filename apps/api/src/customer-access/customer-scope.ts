import { NotFoundException } from '@nestjs/common';
import type { Types } from 'mongoose';
import type { ApiKeyScope } from '@platform/contracts';
import type { UserDocument } from '../users/user.schema.js';

/** The key a request came with: the account's primary key (id null) or a named one. */
export interface PresentedApiKey {
  id: Types.ObjectId | null;
  scope: ApiKeyScope;
  /** A key limited to one domain sees and sends for it alone. */
  domainId: Types.ObjectId | null;
  domain: string | null;
}

/**
 * Who a customer request acts for, made by CustomerAuthGuard and handed to every customer
 * service as its first argument: a service builds each query from it, so none can forget whose
 * records it may touch.
 */
export interface CustomerScope {
  userId: Types.ObjectId;
  user: UserDocument;
  via: 'session' | 'api_key';
  /** The session's id when the request came with the session cookie. */
  sessionId: string | null;
  apiKey: PresentedApiKey | null;
}

/** The filter every query of a customer's records starts with: theirs, and their key's domain only. */
export function ownedBy(scope: CustomerScope): { user_id: Types.ObjectId } {
  return { user_id: scope.userId };
}

/** The one domain the caller is limited to, or null for the whole account. */
export function limitedDomainId(scope: CustomerScope): Types.ObjectId | null {
  return scope.apiKey?.domainId ?? null;
}

export function limitedDomainName(scope: CustomerScope): string | null {
  return scope.apiKey?.domainId ? (scope.apiKey.domain ?? '') : null;
}

/** Another account's record, or one outside the key's domain, is answered as if it did not exist. */
export function notFound(what: string, id: string): NotFoundException {
  return new NotFoundException(`${what} ${id} not found`);
}
