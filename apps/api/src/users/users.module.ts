import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CustomerSessionsModule } from '../customer-sessions/customer-sessions.module.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';
import { UserRecord, UserSchema } from './user.schema.js';
import { UserStatsService } from './user-stats.service.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: UserRecord.name, schema: UserSchema }]), CustomerSessionsModule],
  controllers: [UsersController],
  providers: [UsersService, UserStatsService],
  exports: [UsersService],
})
export class UsersModule {}
