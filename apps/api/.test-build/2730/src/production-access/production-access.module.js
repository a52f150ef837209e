var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { MailModule } from '../mail/mail.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { ReputationModule } from '../reputation/reputation.module.js';
import { RollupsModule } from '../rollups/rollups.module.js';
import { UsersModule } from '../users/users.module.js';
import { AutoGrantWatch } from './auto-grant-watch.service.js';
import { CustomerProductionAccessController } from './customer-production-access.controller.js';
import { ProductionAccessSettingsController } from './production-access-settings.controller.js';
import { ProductionAccessSettingsModule } from './production-access-settings.module.js';
import { ProductionAccessController } from './production-access.controller.js';
import { ProductionAccessRecord, ProductionAccessSchema } from './production-access.schema.js';
import { ProductionAccessService } from './production-access.service.js';
/**
 * Production access: new accounts start sandboxed (the sending rule is ProductionAccessRules in
 * submission/); here the customer's request, the admin's grant or decline, the automatic grant
 * after a clean history, and the settings.
 */
let ProductionAccessModule = class ProductionAccessModule {
};
ProductionAccessModule = __decorate([
    Module({
        imports: [
            MongooseModule.forFeature([{ name: ProductionAccessRecord.name, schema: ProductionAccessSchema }]),
            CustomerAccessModule,
            MailModule,
            QueueModule,
            ReputationModule,
            RollupsModule,
            UsersModule,
            ProductionAccessSettingsModule,
        ],
        controllers: [ProductionAccessController, CustomerProductionAccessController, ProductionAccessSettingsController],
        providers: [ProductionAccessService, AutoGrantWatch],
    })
], ProductionAccessModule);
export { ProductionAccessModule };
//# sourceMappingURL=production-access.module.js.map