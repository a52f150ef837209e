import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { SENDING_ROUTE, WHOLE_ACCOUNT_ROUTE, type CustomerRequest } from './customer-auth.decorators.js';
import { CustomerAuthenticator } from './customer-authenticator.service.js';
import { refuseUndeclaredQuery } from './undeclared-query.js';

/** Every customer route: puts the caller's CustomerScope on the request, or answers 401/403. */
@Injectable()
export class CustomerAuthGuard implements CanActivate {
  constructor(
    private readonly authenticator: CustomerAuthenticator,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & CustomerRequest>();
    const targets = [context.getHandler(), context.getClass()];
    request.customerScope = await this.authenticator.authenticate(request, {
      sendingRoute: this.reflector.getAllAndOverride<boolean>(SENDING_ROUTE, targets) ?? false,
      wholeAccount: this.reflector.getAllAndOverride<boolean>(WHOLE_ACCOUNT_ROUTE, targets) ?? false,
    });
    refuseUndeclaredQuery(context, request);
    return true;
  }
}
