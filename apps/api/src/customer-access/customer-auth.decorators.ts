import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { CustomerScope } from './customer-scope.js';

export const SENDING_ROUTE = 'customer:sending-route';
export const WHOLE_ACCOUNT_ROUTE = 'customer:whole-account';

/** The one route a sending-only key may use: sending a message. */
export const SendingRoute = () => SetMetadata(SENDING_ROUTE, true);

/**
 * Routes over the whole account (keys, profile, password, overview, suppressions, adding a
 * domain): a key limited to one domain is refused, or it could widen its own reach.
 */
export const WholeAccount = () => SetMetadata(WHOLE_ACCOUNT_ROUTE, true);

export interface CustomerRequest {
  customerScope: CustomerScope;
}

/** The caller's scope, put on the request by CustomerAuthGuard. */
export const Customer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CustomerScope => context.switchToHttp().getRequest<CustomerRequest>().customerScope,
);
