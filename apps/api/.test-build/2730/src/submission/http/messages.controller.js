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
import { BadRequestException, Body, Controller, Headers, HttpCode, HttpStatus, Post, Req, UseGuards, } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiConflictResponse, ApiForbiddenResponse, ApiHeader, ApiOperation, ApiPayloadTooLargeResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnprocessableEntityResponse, } from '@nestjs/swagger';
import { MessageAcceptanceService } from '../message-acceptance.service.js';
import { SubmissionRefused } from '../submission-refused.js';
import { httpRefusal } from './http-refusal.js';
import { ApiKeyGuard } from './api-key.guard.js';
import { composeMessage, senderAddress } from './compose-message.js';
import { IdempotencyKeysService } from './idempotency-keys.service.js';
import { headerProblems, SendMessageDto } from './send-message.dto.js';
import { httpSubmissionTrace } from './http-submission-trace.js';
import { ApiExampleBody } from '../../api-docs/example-body.decorator.js';
/** 1 to 255 printable ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,255}$/;
const EXAMPLE_ACCEPTED = {
    id: '6650c0ffee00000000000b01',
    message_id: '6650c0ffee00000000000b01@mail.example.com',
    recipients: ['grace@example.org'],
    suppressed: [{ address: 'bob@example.org', cause: 'unsubscribe', reason: 'its owner unsubscribed' }],
    status: 'queued',
};
let MessagesController = class MessagesController {
    acceptance;
    idempotencyKeys;
    constructor(acceptance, idempotencyKeys) {
        this.acceptance = acceptance;
        this.idempotencyKeys = idempotencyKeys;
    }
    async send(request, body, idempotencyKey) {
        if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
            throw new BadRequestException('Idempotency-Key must be 1 to 255 printable ASCII characters');
        }
        const envelopeFrom = senderAddress(body.from);
        const problems = [...(envelopeFrom ? [] : ['from must be an e-mail address']), ...headerProblems(body.headers)];
        if (!body.text && !body.html)
            problems.push('text or html must be given');
        if (problems.length)
            throw new BadRequestException(problems);
        const accept = (id) => this.accept(request, body, envelopeFrom, id);
        if (idempotencyKey === undefined)
            return accept();
        // The body as the client sent it (before the DTO's transformations) is what a retry repeats.
        return this.idempotencyKeys.acceptOnce(request.apiUser._id.toString(), idempotencyKey, request.body, (id) => accept(id));
    }
    async accept(request, body, envelopeFrom, id) {
        const composed = await composeMessage(body, envelopeFrom);
        try {
            const stored = await this.acceptance.accept({
                user: request.apiUser,
                smtpAccount: null,
                // A key limited to one domain sends only from it (author alignment holds it to that domain too).
                restrictedToDomain: request.customerScope.apiKey?.domain ?? null,
                source: 'http',
                ...composed,
                trace: httpSubmissionTrace(request),
                id,
            });
            return { ...stored, status: 'queued' };
        }
        catch (error) {
            if (error instanceof SubmissionRefused)
                throw httpRefusal(error, request);
            throw error;
        }
    }
};
__decorate([
    Post(),
    ApiOperation({ summary: 'Send a message', description: 'Queues one message from an address on one of the account\'s verified domains. Answers 202 only once the signed message is stored: accepted mail is never lost. Each recipient is then delivered, bounced or deferred, as the message\'s timeline and webhooks tell.' }),
    ApiExampleBody(SendMessageDto, {
        from: 'Ada <ada@mail.example.com>',
        to: ['grace@example.org', 'bob@example.org'],
        subject: 'Your invoice',
        text: 'Hello Grace, your invoice is attached.',
        html: '<p>Hello Grace, your invoice is attached.</p>',
        headers: { 'X-Campaign': 'invoices' },
        attachments: [{ filename: 'invoice.pdf', content: 'JVBERi0xLjQK', content_type: 'application/pdf' }],
    }),
    HttpCode(HttpStatus.ACCEPTED),
    ApiAcceptedResponse({
        description: 'Accepted: the signed message is stored and queued for the recipients in `recipients` (a retry with the same Idempotency-Key and body gets ' +
            'this answer again). A recipient on the account\'s suppression list is left out: it is listed in `suppressed` with why, and gets its own ' +
            '`suppressed` event (and `message.suppressed` webhook) on the message\'s timeline.',
        schema: { example: EXAMPLE_ACCEPTED },
    }),
    ApiForbiddenResponse({ description: 'The account, the key or the From domain may not send (the message says why: unverified domain, author alignment, a key held to another domain)' }),
    ApiConflictResponse({ description: 'A request with the same Idempotency-Key is still running' }),
    ApiPayloadTooLargeResponse({ description: 'The message is larger than MAX_MESSAGE_BYTES' }),
    ApiUnprocessableEntityResponse({ description: 'Every recipient is suppressed (nothing is stored), e.g. "Recipient bob@example.org is suppressed: its owner unsubscribed"; or the Idempotency-Key was used with another body' }),
    ApiTooManyRequestsResponse({ description: 'The account\'s or the domain\'s sending quota is used up for now' }),
    ApiHeader({
        name: 'Idempotency-Key',
        required: false,
        description: 'Up to 255 printable ASCII characters, unique per message (e.g. a UUID). A retry with the same key and the same body within ' +
            '24 hours gets the first 202 answer again and the message is not stored twice; the same key with another body is a 422, ' +
            'and while the first request is still running a 409. A request that failed does not use up its key.',
    }),
    __param(0, Req()),
    __param(1, Body()),
    __param(2, Headers('idempotency-key')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, SendMessageDto, Object]),
    __metadata("design:returntype", Promise)
], MessagesController.prototype, "send", null);
MessagesController = __decorate([
    ApiTags('sending'),
    ApiBearerAuth(),
    Controller('v1/messages'),
    UseGuards(ApiKeyGuard),
    __metadata("design:paramtypes", [MessageAcceptanceService,
        IdempotencyKeysService])
], MessagesController);
export { MessagesController };
//# sourceMappingURL=messages.controller.js.map