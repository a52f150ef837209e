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
import { Reflector } from '@nestjs/core';
import { SENDING_ROUTE, WHOLE_ACCOUNT_ROUTE } from './customer-auth.decorators.js';
import { CustomerAuthenticator } from './customer-authenticator.service.js';
import { refuseUndeclaredQuery } from './undeclared-query.js';
/** Every customer route: puts the caller's CustomerScope on the request, or answers 401/403. */
let CustomerAuthGuard = class CustomerAuthGuard {
    authenticator;
    reflector;
    constructor(authenticator, reflector) {
        this.authenticator = authenticator;
        this.reflector = reflector;
    }
    async canActivate(context) {
        const request = context.switchToHttp().getRequest();
        const targets = [context.getHandler(), context.getClass()];
        request.customerScope = await this.authenticator.authenticate(request, {
            sendingRoute: this.reflector.getAllAndOverride(SENDING_ROUTE, targets) ?? false,
            wholeAccount: this.reflector.getAllAndOverride(WHOLE_ACCOUNT_ROUTE, targets) ?? false,
        });
        refuseUndeclaredQuery(context, request);
        return true;
    }
};
CustomerAuthGuard = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [CustomerAuthenticator,
        Reflector])
], CustomerAuthGuard);
export { CustomerAuthGuard };
//# sourceMappingURL=customer-auth.guard.js.map