import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RelayRecord, RelaySchema } from './relay.schema.js';
import { RelaysController } from './relays.controller.js';
import { RelaysService } from './relays.service.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: RelayRecord.name, schema: RelaySchema }])],
  controllers: [RelaysController],
  providers: [RelaysService],
  exports: [RelaysService],
})
export class RelaysModule {}
