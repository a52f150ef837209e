var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Injectable } from '@nestjs/common';
/**
 * The one seam through which a user's sessions end: UsersService calls endSessionsOf when the
 * password changes (by the user, by a reset link or by an admin), when the user is disabled and
 * when the user is deleted. Each module that issues sessions registers its store here when it
 * starts (AdminSessionsService for console sessions), so the users module needs to know none.
 */
let UserSessionsService = class UserSessionsService {
    stores = [];
    register(store) {
        this.stores.push(store);
    }
    async endSessionsOf(userId) {
        await Promise.all(this.stores.map((store) => store.endSessionsOf(userId)));
    }
};
UserSessionsService = __decorate([
    Injectable()
], UserSessionsService);
export { UserSessionsService };
//# sourceMappingURL=user-sessions.service.js.map