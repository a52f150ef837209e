import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RelaysModule } from '../relays/relays.module.js';
import { UserPlansModule } from '../user-plans/user-plans.module.js';
import { DnsTxtLookup } from './dns-txt-lookup.js';
import { DomainAssignmentRules } from './domain-assignment.rules.js';
import { DomainRecord, DomainSchema } from './domain.schema.js';
import { DomainsController } from './domains.controller.js';
import { DomainsService } from './domains.service.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: DomainRecord.name, schema: DomainSchema }]), UserPlansModule, RelaysModule],
  controllers: [DomainsController],
  providers: [DomainsService, DomainAssignmentRules, DnsTxtLookup],
  exports: [DomainsService],
})
export class DomainsModule {}
