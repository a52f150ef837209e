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

@Module({
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
export class DomainsModule {}
