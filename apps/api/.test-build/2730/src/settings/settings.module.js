var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LogRetentionRecord, LogRetentionSchema } from './log-retention.schema.js';
import { LogRetentionService } from './log-retention.service.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';
import { SmtpSettingsRecord, SmtpSettingsSchema } from './smtp-settings.schema.js';
let SettingsModule = class SettingsModule {
};
SettingsModule = __decorate([
    Module({
        imports: [
            MongooseModule.forFeature([
                { name: SmtpSettingsRecord.name, schema: SmtpSettingsSchema },
                { name: LogRetentionRecord.name, schema: LogRetentionSchema },
            ]),
        ],
        controllers: [SettingsController],
        providers: [SettingsService, LogRetentionService],
        exports: [SettingsService, LogRetentionService],
    })
], SettingsModule);
export { SettingsModule };
//# sourceMappingURL=settings.module.js.map