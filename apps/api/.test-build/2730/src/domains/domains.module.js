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
import { RelaysModule } from '../relays/relays.module.js';
import { CustomerDomainsController } from './customer-domains.controller.js';
import { CustomerDomainsService } from './customer-domains.service.js';
import { DomainRecheckService } from './domain-recheck.service.js';
import { UserPlansModule } from '../user-plans/user-plans.module.js';
import { DnsTxtLookup } from './dns-txt-lookup.js';
import { DomainAssignmentRules } from './domain-assignment.rules.js';
import { DomainNameClaims } from './domain-name-claims.service.js';
import { DomainRecord, DomainSchema } from './domain.schema.js';
import { DomainsController } from './domains.controller.js';
import { PlatformDomainService } from './platform-domain.service.js';
import { DomainsService } from './domains.service.js';
let DomainsModule = class DomainsModule {
};
DomainsModule = __decorate([
    Module({
        imports: [
            MongooseModule.forFeature([{ name: DomainRecord.name, schema: DomainSchema }]),
            OwnerRegistryModule,
            UserPlansModule,
            RelaysModule,
            CustomerAccessModule,
        ],
        controllers: [DomainsController, CustomerDomainsController],
        providers: [DomainsService, PlatformDomainService, CustomerDomainsService, DomainRecheckService, DomainAssignmentRules, DomainNameClaims, DnsTxtLookup],
        exports: [DomainsService, PlatformDomainService, CustomerDomainsService, DnsTxtLookup],
    })
], DomainsModule);
export { DomainsModule };
//# sourceMappingURL=domains.module.js.map