var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
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
let UsersModule = class UsersModule {
};
UsersModule = __decorate([
    Module({
        imports: [MongooseModule.forFeature([{ name: UserRecord.name, schema: UserSchema }]), RollupsModule, AgentsModule, OwnerRegistryModule, ProductionAccessSettingsModule],
        controllers: [UsersController],
        providers: [UsersService, UserStatsService, UserSessionsService],
        exports: [UsersService, UserSessionsService],
    })
], UsersModule);
export { UsersModule };
//# sourceMappingURL=users.module.js.map