import { createParamDecorator, SetMetadata } from '@nestjs/common';
export const SENDING_ROUTE = 'customer:sending-route';
export const WHOLE_ACCOUNT_ROUTE = 'customer:whole-account';
/** The one route a sending-only key may use: sending a message. */
export const SendingRoute = () => SetMetadata(SENDING_ROUTE, true);
/**
 * Routes over the whole account (keys, profile, password, overview, suppressions, adding a
 * domain): a key limited to one domain is refused, or it could widen its own reach.
 */
export const WholeAccount = () => SetMetadata(WHOLE_ACCOUNT_ROUTE, true);
/** The caller's scope, put on the request by CustomerAuthGuard. */
export const Customer = createParamDecorator((_data, context) => context.switchToHttp().getRequest().customerScope);
//# sourceMappingURL=customer-auth.decorators.js.map