var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProductionAccessSettingsRecord, ProductionAccessSettingsSchema } from './production-access-settings.schema.js';
import { ProductionAccessSettingsService } from './production-access-settings.service.js';
/**
 * The sandbox's settings alone, without the rest of production access: users (an admin-created
 * account's start), sign-up and sending read them, and production access itself needs users.
 */
let ProductionAccessSettingsModule = class ProductionAccessSettingsModule {
};
ProductionAccessSettingsModule = __decorate([
    Module({
        imports: [MongooseModule.forFeature([{ name: ProductionAccessSettingsRecord.name, schema: ProductionAccessSettingsSchema }])],
        providers: [ProductionAccessSettingsService],
        exports: [ProductionAccessSettingsService],
    })
], ProductionAccessSettingsModule);
export { ProductionAccessSettingsModule };
//# sourceMappingURL=production-access-settings.module.js.map