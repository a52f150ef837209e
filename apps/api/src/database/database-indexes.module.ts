import { Global, Module } from '@nestjs/common';
import { DatabaseIndexes } from './database-indexes.service.js';

/** The indexes every model's collection gets; see DatabaseIndexes. */
@Global()
@Module({
  providers: [DatabaseIndexes],
  exports: [DatabaseIndexes],
})
export class DatabaseIndexesModule {}
