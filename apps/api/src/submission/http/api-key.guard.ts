import { type CanActivate, type ExecutionContext, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
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
 *
 * Also mounted as middleware on POST /api/v1/messages ahead of its body parser (see AppModule):
 * that body may be tens of megabytes, and a caller without credentials must not make the server
 * read, let alone parse, it. The guard then finds the scope already on the request.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate, NestMiddleware {
  constructor(private readonly authenticator: CustomerAuthenticator) {}

  async use(request: ApiKeyRequest, _response: Response, next: NextFunction): Promise<void> {
    await this.authenticate(request);
    next();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiKeyRequest>();
    if (!request.customerScope) await this.authenticate(request);
    refuseUndeclaredQuery(context, request);
    return true;
  }

  private async authenticate(request: ApiKeyRequest): Promise<void> {
    request.customerScope = await this.authenticator.authenticate(request, { sendingRoute: true, wholeAccount: false });
    request.apiUser = request.customerScope.user;
  }
}
