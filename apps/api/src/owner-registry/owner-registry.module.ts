import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OwnerRegistry, OwnerRegistryRecord, OwnerRegistrySchema } from './owner-registry.js';

/** The users' registry of the domains and SMTP accounts they own (OwnerRegistry), for the modules that add to it and read it. */
@Module({
  imports: [MongooseModule.forFeature([{ name: OwnerRegistryRecord.name, schema: OwnerRegistrySchema }])],
  providers: [OwnerRegistry],
  exports: [OwnerRegistry],
})
export class OwnerRegistryModule {}
