import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CustomerAuthenticator } from '../../customer-access/customer-authenticator.service.js';
import type { CustomerScope } from '../../customer-access/customer-scope.js';
import { refuseUndeclaredQuery } from '../../customer-access/undeclared-query.js';
import type { UserDocument } from '../../users/user.schema.js';

export interface ApiKeyRequest extends Request {
  apiUser: UserDocument;
  customerScope: CustomerScope;
}

/**
 * Senders authenticate with `Authorization: Bearer <api key>`: the account's primary key or any
 * named key, sending-only keys included (or with the console's session cookie). The user and the
 * scope (a key's domain limit) are put on the request.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(private readonly authenticator: CustomerAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiKeyRequest>();
    request.customerScope = await this.authenticator.authenticate(request, { sendingRoute: true, wholeAccount: false });
    request.apiUser = request.customerScope.user;
    refuseUndeclaredQuery(context, request);
    return true;
  }
}
