var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { CustomerApiKeysController } from './customer-api-keys.controller.js';
/** The account's own routes for its named keys; the keys' service lives with authentication (CustomerAccessModule). */
let ApiKeysModule = class ApiKeysModule {
};
ApiKeysModule = __decorate([
    Module({
        imports: [CustomerAccessModule],
        controllers: [CustomerApiKeysController],
    })
], ApiKeysModule);
export { ApiKeysModule };
//# sourceMappingURL=api-keys.module.js.map