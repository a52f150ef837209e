var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable } from '@nestjs/common';
import { RecipientFeedbackService } from '../recipient-feedback/recipient-feedback.service.js';
import { RecipientTokens } from '../recipient-tokens/recipient-token.js';
/** Unsubscribes through the link of a List-Unsubscribe header: /u/<token>. */
let UnsubscribeService = class UnsubscribeService {
    tokens;
    feedback;
    constructor(tokens, feedback) {
        this.tokens = tokens;
        this.feedback = feedback;
    }
    /** The recipient the link is for; null for a link that is not ours (tampered, made up) or whose message is gone. */
    async recipientOf(token) {
        const reference = this.tokens.verify('unsubscribe', token);
        return reference ? this.feedback.recipientOf(reference) : null;
    }
    /** Suppresses the recipient for the sending account and records the event; null (nothing done) for a link that is not ours. */
    async unsubscribe(token, method) {
        const recipient = await this.recipientOf(token);
        if (recipient)
            await this.feedback.recordUnsubscribe(recipient, method, new Date());
        return recipient;
    }
};
UnsubscribeService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [RecipientTokens,
        RecipientFeedbackService])
], UnsubscribeService);
export { UnsubscribeService };
//# sourceMappingURL=unsubscribe.service.js.map