import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UserRecord, UserSchema } from '../users/user.schema.js';
import { SuppressionRecord, SuppressionSchema } from './suppression.schema.js';
import { SuppressionsController } from './suppressions.controller.js';
import { SuppressionsService } from './suppressions.service.js';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SuppressionRecord.name, schema: SuppressionSchema },
      { name: UserRecord.name, schema: UserSchema },
    ]),
  ],
  controllers: [SuppressionsController],
  providers: [SuppressionsService],
  exports: [SuppressionsService],
})
export class SuppressionsModule {}
