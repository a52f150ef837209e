var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DataReplacement } from './data-replacement.js';
import { ListHeads, NewestRecord, NewestRecordSchema } from './list-heads.js';
import { PendingWrites } from './pending-writes.js';
import { SecretBox } from './secret-box.js';
let CommonModule = class CommonModule {
};
CommonModule = __decorate([
    Global(),
    Module({
        imports: [MongooseModule.forFeature([{ name: NewestRecord.name, schema: NewestRecordSchema }])],
        providers: [SecretBox, PendingWrites, ListHeads, DataReplacement],
        exports: [SecretBox, PendingWrites, ListHeads, DataReplacement],
    })
], CommonModule);
export { CommonModule };
//# sourceMappingURL=common.module.js.map