var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { ForbiddenException, Injectable } from '@nestjs/common';
import { consoleRoleOf } from './admin-token.middleware.js';
/**
 * For the few admin reads a support-readonly session must not make either, because what they
 * answer grants more than reading (the console mailbox's links confirm addresses and reset
 * passwords, an admin's included). AdminTokenMiddleware has checked the session already.
 */
let FullAdminGuard = class FullAdminGuard {
    canActivate(context) {
        if (consoleRoleOf(context.switchToHttp().getResponse()) === 'admin')
            return true;
        throw new ForbiddenException('Only an admin session may do this (support-readonly sessions may not)');
    }
};
FullAdminGuard = __decorate([
    Injectable()
], FullAdminGuard);
export { FullAdminGuard };
//# sourceMappingURL=full-admin.guard.js.map