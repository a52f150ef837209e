var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RelayRecord, RelaySchema } from './relay.schema.js';
import { RelaysController } from './relays.controller.js';
import { RelaysService } from './relays.service.js';
let RelaysModule = class RelaysModule {
};
RelaysModule = __decorate([
    Module({
        imports: [MongooseModule.forFeature([{ name: RelayRecord.name, schema: RelaySchema }])],
        controllers: [RelaysController],
        providers: [RelaysService],
        exports: [RelaysService],
    })
], RelaysModule);
export { RelaysModule };
//# sourceMappingURL=relays.module.js.map