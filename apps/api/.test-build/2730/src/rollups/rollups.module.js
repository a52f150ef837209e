var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SettingsModule } from '../settings/settings.module.js';
import { RollupRepair } from './rollup-repair.js';
import { RollupDocuments } from './rollup-documents.js';
import { RollupSlots } from './rollup-slots.service.js';
import { RollupRecord, RollupSchema, RollupSlotClaimRecord, RollupSlotClaimSchema, RollupSlotRecord, RollupSlotSchema } from './rollup.schema.js';
import { RollupsService } from './rollups.service.js';
/** Per-hour, per-day and per-month counts of the message events: written by the event seam, read by every screen's figures. */
let RollupsModule = class RollupsModule {
};
RollupsModule = __decorate([
    Module({
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
], RollupsModule);
export { RollupsModule };
//# sourceMappingURL=rollups.module.js.map