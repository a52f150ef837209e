import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DataReplacement } from './data-replacement.js';
import { ListHeads, NewestRecord, NewestRecordSchema } from './list-heads.js';
import { PendingWrites } from './pending-writes.js';
import { SecretBox } from './secret-box.js';

@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: NewestRecord.name, schema: NewestRecordSchema }])],
  providers: [SecretBox, PendingWrites, ListHeads, DataReplacement],
  exports: [SecretBox, PendingWrites, ListHeads, DataReplacement],
})
export class CommonModule {}
