var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { OwnerRegistryModule } from '../owner-registry/owner-registry.module.js';
import { CustomerSmtpCredentialsController } from './customer-smtp-credentials.controller.js';
import { CustomerSmtpCredentialsService } from './customer-smtp-credentials.service.js';
import { SmtpAccountRecord, SmtpAccountSchema } from './smtp-account.schema.js';
import { SmtpAccountsController } from './smtp-accounts.controller.js';
import { SmtpAccountsService } from './smtp-accounts.service.js';
let SmtpAccountsModule = class SmtpAccountsModule {
};
SmtpAccountsModule = __decorate([
    Module({
        imports: [MongooseModule.forFeature([{ name: SmtpAccountRecord.name, schema: SmtpAccountSchema }]), CustomerAccessModule, OwnerRegistryModule],
        controllers: [SmtpAccountsController, CustomerSmtpCredentialsController],
        providers: [SmtpAccountsService, CustomerSmtpCredentialsService],
        exports: [SmtpAccountsService, CustomerSmtpCredentialsService],
    })
], SmtpAccountsModule);
export { SmtpAccountsModule };
//# sourceMappingURL=smtp-accounts.module.js.map