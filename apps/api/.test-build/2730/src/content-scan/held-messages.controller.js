var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { HeldMessageReviewDto } from './dto/held-message-review.dto.js';
import { HeldMessageReview } from './held-message-review.service.js';
/** Messages content scanning held for review (README, "Content scanning"). */
let HeldMessagesController = class HeldMessagesController {
    review;
    constructor(review) {
        this.review = review;
    }
    list() {
        return this.review.list();
    }
    /** Queues it: it is delivered as any other message. */
    release(id, body) {
        return this.review.release(id, body.note);
    }
    /** Fails every recipient (message.failed webhooks): it is never sent. */
    drop(id, body) {
        return this.review.drop(id, body.note);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List the held messages', description: 'Messages content scanning held for an administrator\'s review (their score from the hold line up), oldest first: each with its sender, recipients, score and rules.' }),
    ApiOkResponse({ description: 'The held messages' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], HeldMessagesController.prototype, "list", null);
__decorate([
    Post(':id/release'),
    ApiOperation({ summary: 'Release a held message', description: 'Queues the message: it is delivered as any other, and its timeline says who released it and why (the note).' }),
    ApiNoContentResponse({ description: 'Released and queued' }),
    HttpCode(HttpStatus.NO_CONTENT),
    __param(0, Param('id', ParseObjectIdPipe)),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, HeldMessageReviewDto]),
    __metadata("design:returntype", Promise)
], HeldMessagesController.prototype, "release", null);
__decorate([
    Post(':id/drop'),
    ApiOperation({ summary: 'Drop a held message', description: 'Fails every recipient (each gets its message.failed webhook): the message is never sent.' }),
    ApiNoContentResponse({ description: 'Dropped' }),
    HttpCode(HttpStatus.NO_CONTENT),
    __param(0, Param('id', ParseObjectIdPipe)),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, HeldMessageReviewDto]),
    __metadata("design:returntype", Promise)
], HeldMessagesController.prototype, "drop", null);
HeldMessagesController = __decorate([
    ApiTags('content scanning'),
    Controller('admin/held-messages'),
    __metadata("design:paramtypes", [HeldMessageReview])
], HeldMessagesController);
export { HeldMessagesController };
//# sourceMappingURL=held-messages.controller.js.map