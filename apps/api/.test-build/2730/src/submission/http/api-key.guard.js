var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable } from '@nestjs/common';
import { CustomerAuthenticator } from '../../customer-access/customer-authenticator.service.js';
import { refuseUndeclaredQuery } from '../../customer-access/undeclared-query.js';
/**
 * Senders authenticate with `Authorization: Bearer <api key>`: the account's primary key or any
 * named key, sending-only keys included (or with the console's session cookie). The user and the
 * scope (a key's domain limit) are put on the request.
 *
 * Also mounted as middleware on POST /api/v1/messages ahead of its body parser (see AppModule):
 * that body may be tens of megabytes, and a caller without credentials must not make the server
 * read, let alone parse, it. The guard then finds the scope already on the request.
 */
let ApiKeyGuard = class ApiKeyGuard {
    authenticator;
    constructor(authenticator) {
        this.authenticator = authenticator;
    }
    async use(request, _response, next) {
        await this.authenticate(request);
        next();
    }
    async canActivate(context) {
        const request = context.switchToHttp().getRequest();
        if (!request.customerScope)
            await this.authenticate(request);
        refuseUndeclaredQuery(context, request);
        return true;
    }
    async authenticate(request) {
        request.customerScope = await this.authenticator.authenticate(request, { sendingRoute: true, wholeAccount: false });
        request.apiUser = request.customerScope.user;
    }
};
ApiKeyGuard = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [CustomerAuthenticator])
], ApiKeyGuard);
export { ApiKeyGuard };
//# sourceMappingURL=api-key.guard.js.map