import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NewestRecord, NewestRecords, NewestRecordSchema } from './newest-records.js';
import { PendingWrites } from './pending-writes.js';
import { SecretBox } from './secret-box.js';

@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: NewestRecord.name, schema: NewestRecordSchema }])],
  providers: [SecretBox, PendingWrites, NewestRecords],
  exports: [SecretBox, PendingWrites, NewestRecords],
})
export class CommonModule {}
