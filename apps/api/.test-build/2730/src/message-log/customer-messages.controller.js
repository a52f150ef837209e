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
import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE } from '@platform/contracts';
import { Customer } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import { CustomerMessagesService } from './customer-messages.service.js';
import { MessageListQueryDto } from './dto/message-list-query.dto.js';
const EXAMPLE_MESSAGE = {
    _id: '6650c0ffee00000000000b01',
    message_id: '5f0c2a1e-3c1b-4f7e-9a51-0d1f6c2b7e11@mail.example.com',
    from: 'Ada <ada@mail.example.com>',
    to: ['grace@example.org'],
    subject: 'Your invoice',
    status: 'delivered',
    domain: 'mail.example.com',
    source: 'http',
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:02.000Z',
};
/** Reading the account's messages; sending is POST /api/v1/messages (the sending controller). */
let CustomerMessagesController = class CustomerMessagesController {
    messages;
    constructor(messages) {
        this.messages = messages;
    }
    list(scope, query) {
        return this.messages.list(scope, query);
    }
    get(scope, id) {
        return this.messages.get(scope, id);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List the account\'s messages', description: 'Newest first, paged, filtered by status, sender, recipient and dates; a key held to one domain sees that domain\'s messages.' }),
    ApiOkResponse({
        description: 'Newest first. A searched list (recipient, subject, status, or a key limited to one domain) reads a bounded number of messages per request: ' +
            'when it stopped before the oldest, `total` is null and `has_more` is true.',
        schema: { example: { items: [EXAMPLE_MESSAGE], total: 1, has_more: false, page: 1, limit: 20 } },
    }),
    __param(0, Customer()),
    __param(1, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, MessageListQueryDto]),
    __metadata("design:returntype", Promise)
], CustomerMessagesController.prototype, "list", null);
__decorate([
    Get(':id'),
    ApiOperation({ summary: 'One message with its timeline', description: 'The message, its recipients\' states and every event (accepted, delivered, bounced, opened, clicked, complained, unsubscribed).' }),
    ApiOkResponse({ description: 'The message and its timeline',
        schema: {
            example: {
                ...EXAMPLE_MESSAGE,
                recipients: [{ address: 'grace@example.org', status: 'delivered', last_response: '250 2.0.0 Ok: queued as 4Xyz' }],
                headers: [
                    { name: 'From', value: 'Ada <ada@mail.example.com>' },
                    { name: 'Subject', value: 'Your invoice' },
                ],
                events: [
                    { _id: 'a1', type: 'accepted', recipient: null, response: '', attempt: null, source_ip: null, agent_hostname: null, created_at: '2026-05-01T10:00:00.000Z' },
                    { _id: 'a2', type: 'deferred', recipient: 'grace@example.org', response: '451 4.7.1 Try again later', attempt: 1, source_ip: '203.0.113.5', agent_hostname: 'mx-out-1', created_at: '2026-05-01T10:00:01.000Z' },
                    { _id: 'a3', type: 'delivered', recipient: 'grace@example.org', response: '250 2.0.0 Ok: queued as 4Xyz', attempt: 2, source_ip: '203.0.113.5', agent_hostname: 'mx-out-1', tls: { version: 'TLSv1.3', verified: true, mta_sts: 'enforce' }, created_at: '2026-05-01T10:05:02.000Z' },
                ],
            },
        },
    }),
    ApiNotFoundResponse({ description: 'No such message in this account (or outside the key’s domain)' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CustomerMessagesController.prototype, "get", null);
CustomerMessagesController = __decorate([
    ApiTags('customer messages'),
    ApiBearerAuth(),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    Controller('v1/messages'),
    UseGuards(CustomerAuthGuard),
    __metadata("design:paramtypes", [CustomerMessagesService])
], CustomerMessagesController);
export { CustomerMessagesController };
//# sourceMappingURL=customer-messages.controller.js.map