var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OwnerRegistry, OwnerRegistryRecord, OwnerRegistrySchema } from './owner-registry.js';
/** The users' registry of the domains and SMTP accounts they own (OwnerRegistry), for the modules that add to it and read it. */
let OwnerRegistryModule = class OwnerRegistryModule {
};
OwnerRegistryModule = __decorate([
    Module({
        imports: [MongooseModule.forFeature([{ name: OwnerRegistryRecord.name, schema: OwnerRegistrySchema }])],
        providers: [OwnerRegistry],
        exports: [OwnerRegistry],
    })
], OwnerRegistryModule);
export { OwnerRegistryModule };
//# sourceMappingURL=owner-registry.module.js.map