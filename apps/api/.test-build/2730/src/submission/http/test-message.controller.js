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
import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags, } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE } from '@platform/contracts';
import { Customer } from '../../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../../customer-access/customer-auth.guard.js';
import { CustomerDomainsService } from '../../domains/customer-domains.service.js';
import { MessageLogService } from '../../message-log/message-log.service.js';
import { MessageAcceptanceService } from '../message-acceptance.service.js';
import { SubmissionRefused } from '../submission-refused.js';
import { httpRefusal } from './http-refusal.js';
import { composeMessage } from './compose-message.js';
import { TestMessageDto } from './test-message.dto.js';
import { httpSubmissionTrace } from './http-submission-trace.js';
import { ApiExampleBody } from '../../api-docs/example-body.decorator.js';
/** The first-run checklist's "send a test message", from the console or the API. */
let TestMessageController = class TestMessageController {
    domains;
    acceptance;
    messageLog;
    constructor(domains, acceptance, messageLog) {
        this.domains = domains;
        this.acceptance = acceptance;
        this.messageLog = messageLog;
    }
    async send(scope, body, request) {
        const domain = await this.domains.ownDomain(scope, body.domain_id);
        const from = `test@${domain.domain}`;
        const composed = await composeMessage({
            from: `Test <${from}>`,
            to: [body.to],
            subject: `Test message from ${domain.domain}`,
            text: `This is a test message sent from ${domain.domain}.\n\nIf you can read it, your domain is set up to send.\n`,
        }, from);
        try {
            const stored = await this.acceptance.accept({
                user: scope.user,
                smtpAccount: null,
                restrictedToDomain: scope.apiKey?.domain ?? null,
                source: 'http',
                ...composed,
                trace: httpSubmissionTrace(request),
            });
            await this.messageLog.markMilestone(scope.userId, 'first_test_message_at', new Date());
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
    ApiOperation({ summary: 'Send a test message', description: 'Sent from test@<domain> through the same checks as any message; it appears in the message log.' }),
    ApiExampleBody(TestMessageDto, { domain_id: '6650c0ffee00000000000d01', to: 'me@example.org' }),
    HttpCode(HttpStatus.ACCEPTED),
    ApiAcceptedResponse({ description: 'Accepted: the test message is stored and queued', schema: { example: { id: '6650c0ffee00000000000b01', message_id: 'c1d2…@mail.example.com', recipients: ['me@example.org'], suppressed: [], status: 'queued' } } }),
    ApiNotFoundResponse({ description: 'No such domain in this account' }),
    ApiForbiddenResponse({ description: 'The account or the domain may not send yet (the reason says why)' }),
    __param(0, Customer()),
    __param(1, Body()),
    __param(2, Req()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, TestMessageDto, Object]),
    __metadata("design:returntype", Promise)
], TestMessageController.prototype, "send", null);
TestMessageController = __decorate([
    ApiTags('sending'),
    ApiBearerAuth(),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    Controller('v1/test-message'),
    UseGuards(CustomerAuthGuard),
    __metadata("design:paramtypes", [CustomerDomainsService,
        MessageAcceptanceService,
        MessageLogService])
], TestMessageController);
export { TestMessageController };
//# sourceMappingURL=test-message.controller.js.map