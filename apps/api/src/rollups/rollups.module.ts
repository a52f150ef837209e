import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SettingsModule } from '../settings/settings.module.js';
import { RollupRepair } from './rollup-repair.js';
import { RollupDocuments } from './rollup-documents.js';
import { RollupSlots } from './rollup-slots.service.js';
import { RollupRecord, RollupSchema, RollupSlotClaimRecord, RollupSlotClaimSchema, RollupSlotRecord, RollupSlotSchema } from './rollup.schema.js';
import { RollupsService } from './rollups.service.js';

/** Per-hour, per-day and per-month counts of the message events: written by the event seam, read by every screen's figures. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: RollupRecord.name, schema: RollupSchema },
      { name: RollupSlotRecord.name, schema: RollupSlotSchema },
      { name: RollupSlotClaimRecord.name, schema: RollupSlotClaimSchema },
    ]),
    SettingsModule,
  ],
  providers: [RollupDocuments, RollupRepair, RollupSlots, RollupsService],
  exports: [RollupsService],
})
export class RollupsModule {}
