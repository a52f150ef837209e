var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MessageLogModule } from '../message-log/message-log.module.js';
import { RecipientTokensModule } from '../recipient-tokens/recipient-tokens.module.js';
import { SuppressionsModule } from '../suppressions/suppressions.module.js';
import { RecipientFeedbackService } from './recipient-feedback.service.js';
/** Bounces, complaints and unsubscribes recorded against their message and recipient. */
let RecipientFeedbackModule = class RecipientFeedbackModule {
};
RecipientFeedbackModule = __decorate([
    Module({
        imports: [MessageLogModule, SuppressionsModule, RecipientTokensModule],
        providers: [RecipientFeedbackService],
        exports: [RecipientFeedbackService, RecipientTokensModule],
    })
], RecipientFeedbackModule);
export { RecipientFeedbackModule };
//# sourceMappingURL=recipient-feedback.module.js.map