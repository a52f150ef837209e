var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { UserRecord, UserSchema } from '../users/user.schema.js';
import { BounceRepeatRecord, BounceRepeatSchema } from './bounce-repeat.schema.js';
import { BounceSuppressions } from './bounce-suppressions.service.js';
import { SuppressionRecord, SuppressionSchema } from './suppression.schema.js';
import { SuppressionReview } from './suppression-review.service.js';
import { SuppressionLiftRecord, SuppressionLiftSchema } from './suppression-lift.schema.js';
import { CustomerSuppressionsController } from './customer-suppressions.controller.js';
import { SuppressionsController } from './suppressions.controller.js';
import { CustomerSuppressionsService } from './customer-suppressions.service.js';
import { SuppressionsService } from './suppressions.service.js';
let SuppressionsModule = class SuppressionsModule {
};
SuppressionsModule = __decorate([
    Module({
        imports: [
            MongooseModule.forFeature([
                { name: SuppressionRecord.name, schema: SuppressionSchema },
                { name: UserRecord.name, schema: UserSchema },
                { name: BounceRepeatRecord.name, schema: BounceRepeatSchema },
                { name: SuppressionLiftRecord.name, schema: SuppressionLiftSchema },
            ]),
            CustomerAccessModule,
        ],
        controllers: [SuppressionsController, CustomerSuppressionsController],
        providers: [SuppressionsService, CustomerSuppressionsService, BounceSuppressions, SuppressionReview],
        exports: [SuppressionsService, BounceSuppressions],
    })
], SuppressionsModule);
export { SuppressionsModule };
//# sourceMappingURL=suppressions.module.js.map