import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProductionAccessSettingsRecord, ProductionAccessSettingsSchema } from './production-access-settings.schema.js';
import { ProductionAccessSettingsService } from './production-access-settings.service.js';

/**
 * The sandbox's settings alone, without the rest of production access: users (an admin-created
 * account's start), sign-up and sending read them, and production access itself needs users.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: ProductionAccessSettingsRecord.name, schema: ProductionAccessSettingsSchema }])],
  providers: [ProductionAccessSettingsService],
  exports: [ProductionAccessSettingsService],
})
export class ProductionAccessSettingsModule {}
