var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApiKeyRecord, ApiKeySchema } from '../api-keys/api-key.schema.js';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { CustomerSessionsModule } from '../customer-sessions/customer-sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { CustomerAuthGuard } from './customer-auth.guard.js';
import { CustomerAuthenticator } from './customer-authenticator.service.js';
import { LogoutController } from './logout.controller.js';
/**
 * How customers prove who they are: API keys (primary and named) and sessions. Modules with
 * customer routes import it for CustomerAuthGuard; the API keys' own routes live in ApiKeysModule.
 */
let CustomerAccessModule = class CustomerAccessModule {
};
CustomerAccessModule = __decorate([
    Module({
        imports: [MongooseModule.forFeature([{ name: ApiKeyRecord.name, schema: ApiKeySchema }]), UsersModule, CustomerSessionsModule],
        controllers: [LogoutController],
        providers: [ApiKeysService, CustomerAuthenticator, CustomerAuthGuard],
        exports: [ApiKeysService, CustomerAuthenticator, CustomerAuthGuard, CustomerSessionsModule, UsersModule],
    })
], CustomerAccessModule);
export { CustomerAccessModule };
//# sourceMappingURL=customer-access.module.js.map