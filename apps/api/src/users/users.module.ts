import { Module } from '@nestjs/common';
import { AgentsModule } from '../agents/agents.module.js';
import { OwnerRegistryModule } from '../owner-registry/owner-registry.module.js';
import { RollupsModule } from '../rollups/rollups.module.js';
import { MongooseModule } from '@nestjs/mongoose';
import { ProductionAccessSettingsModule } from '../production-access/production-access-settings.module.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';
import { UserRecord, UserSchema } from './user.schema.js';
import { UserSessionsService } from './user-sessions.service.js';
import { UserStatsService } from './user-stats.service.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: UserRecord.name, schema: UserSchema }]), RollupsModule, AgentsModule, OwnerRegistryModule, ProductionAccessSettingsModule],
  controllers: [UsersController],
  providers: [UsersService, UserStatsService, UserSessionsService],
  exports: [UsersService, UserSessionsService],
})
export class UsersModule {}
