import { BadRequestException } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
/**
 * A customer route takes the query parameters its query DTO declares (the validation pipe
 * refuses any other); a route with no query DTO takes none. A parameter is never ignored: a
 * caller who adds `?user_id=...` or `?sort=...` learns at once that it does nothing.
 */
export function refuseUndeclaredQuery(context, request) {
    const names = Object.keys(request.query ?? {});
    if (names.length === 0)
        return;
    const routeArguments = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), context.getHandler().name) ?? {});
    const declaresQuery = Object.keys(routeArguments).some((key) => Number(key.split(':')[0]) === RouteParamtypes.QUERY);
    if (!declaresQuery)
        throw new BadRequestException(names.map((name) => `query parameter ${name} should not exist`));
}
//# sourceMappingURL=undeclared-query.js.map