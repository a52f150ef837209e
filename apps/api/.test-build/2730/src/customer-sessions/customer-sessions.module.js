var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UsersModule } from '../users/users.module.js';
import { CustomerSessionRecord, CustomerSessionSchema } from './customer-session.schema.js';
import { CustomerSessionsService } from './customer-sessions.service.js';
import { SessionCookie } from './session-cookie.js';
/** Customer sessions; they end through the users module's seam (UserSessionsService), which they join at start. */
let CustomerSessionsModule = class CustomerSessionsModule {
};
CustomerSessionsModule = __decorate([
    Module({
        imports: [MongooseModule.forFeature([{ name: CustomerSessionRecord.name, schema: CustomerSessionSchema }]), UsersModule],
        providers: [CustomerSessionsService, SessionCookie],
        exports: [CustomerSessionsService, SessionCookie],
    })
], CustomerSessionsModule);
export { CustomerSessionsModule };
//# sourceMappingURL=customer-sessions.module.js.map