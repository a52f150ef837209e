var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { RecipientFeedbackModule } from '../recipient-feedback/recipient-feedback.module.js';
import { UnsubscribeController } from './unsubscribe.controller.js';
import { UnsubscribeService } from './unsubscribe.service.js';
/** The one-click unsubscribe link and its confirmation page (the mailto arrives at the inbound listener). */
let UnsubscribeModule = class UnsubscribeModule {
};
UnsubscribeModule = __decorate([
    Module({
        imports: [RecipientFeedbackModule],
        controllers: [UnsubscribeController],
        providers: [UnsubscribeService],
    })
], UnsubscribeModule);
export { UnsubscribeModule };
//# sourceMappingURL=unsubscribe.module.js.map