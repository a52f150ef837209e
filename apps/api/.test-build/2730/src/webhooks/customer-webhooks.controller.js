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
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiBearerAuth, ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, WEBHOOK_TARGET_MESSAGES, } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import { CreateWebhookEndpointDto, UpdateWebhookEndpointDto, WebhookAttemptListQueryDto, WebhookEndpointListQueryDto, } from './dto/webhook.dtos.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';
const EXAMPLE_ENDPOINT = {
    _id: '6650c0ffee00000000000e01',
    url: 'https://hooks.example.com/mail-events',
    description: 'Production CRM',
    event_types: ['message.delivered', 'message.bounced'],
    enabled: true,
    disabled_reason: null,
    consecutive_failures: 0,
    secret_prefix: 'whsec_AbC1…',
    previous_secret_expires_at: null,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
};
const EXAMPLE_ATTEMPT = {
    _id: '6650c0ffee00000000000f01',
    endpoint_id: EXAMPLE_ENDPOINT._id,
    webhook_id: 'msg_6650c0ffee00000000000a01',
    event_type: 'message.delivered',
    event_id: '6650c0ffee00000000000b01',
    message_id: '6650c0ffee00000000000c01',
    attempt: 1,
    replay: false,
    result: 'failed',
    status_code: 503,
    duration_ms: 120,
    response_excerpt: 'Service Unavailable',
    next_retry_at: '2026-05-01T10:00:05.000Z',
    created_at: '2026-05-01T10:00:00.000Z',
};
/** Webhook endpoints of the account: events of all its domains, so keys limited to one domain are refused. */
let CustomerWebhooksController = class CustomerWebhooksController {
    webhooks;
    constructor(webhooks) {
        this.webhooks = webhooks;
    }
    list(scope, query) {
        return this.webhooks.list(scope, query);
    }
    create(scope, body) {
        return this.webhooks.create(scope, body);
    }
    get(scope, id) {
        return this.webhooks.get(scope, id);
    }
    update(scope, id, body) {
        return this.webhooks.update(scope, id, body);
    }
    remove(scope, id) {
        return this.webhooks.remove(scope, id);
    }
    /** The new secret signs from now on; the previous one also signs during the grace period (both signatures sent). */
    rotateSecret(scope, id) {
        return this.webhooks.rotateSecret(scope, id);
    }
    attempts(scope, id, query) {
        return this.webhooks.listAttempts(scope, id, query);
    }
    /** Sends that attempt's event again, with the same body and webhook-id, retried like any other. */
    replay(scope, id, attemptId) {
        return this.webhooks.replay(scope, id, attemptId);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List the account\'s webhook endpoints', description: 'Paged; secrets are never listed.' }),
    ApiOkResponse({ description: 'A page of endpoints', schema: { example: { items: [EXAMPLE_ENDPOINT], total: 1, page: 1, limit: 20 } } }),
    __param(0, Customer()),
    __param(1, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, WebhookEndpointListQueryDto]),
    __metadata("design:returntype", Promise)
], CustomerWebhooksController.prototype, "list", null);
__decorate([
    Post(),
    ApiOperation({ summary: 'Add a webhook endpoint', description: 'An HTTPS (or HTTP) URL and the event types it takes. The answer carries the signing secret, shown this once.' }),
    ApiExampleBody(CreateWebhookEndpointDto, { url: 'https://hooks.example.com/mail-events', event_types: ['message.delivered', 'message.bounced'], description: 'Delivery updates for the CRM' }),
    ApiCreatedResponse({ description: 'The endpoint with its signing secret, shown this once', schema: { example: { ...EXAMPLE_ENDPOINT, secret: 'whsec_AbC1dEf2GhI3jKl4MnO5pQr6StU7vWx8' } } }),
    ApiBadRequestResponse({ description: `${WEBHOOK_TARGET_MESSAGES.notHttp}; or the host resolves to a loopback, private or link-local address` }),
    __param(0, Customer()),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, CreateWebhookEndpointDto]),
    __metadata("design:returntype", Promise)
], CustomerWebhooksController.prototype, "create", null);
__decorate([
    Get(':id'),
    ApiOperation({ summary: 'One webhook endpoint', description: 'Its URL, event types, status and delivery figures; not its secret.' }),
    ApiOkResponse({ description: 'The endpoint', schema: { example: EXAMPLE_ENDPOINT } }),
    ApiNotFoundResponse({ description: 'No such endpoint in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CustomerWebhooksController.prototype, "get", null);
__decorate([
    Patch(':id'),
    ApiOperation({ summary: 'Change a webhook endpoint', description: 'URL, event types and status; fields left out stay.' }),
    ApiExampleBody(UpdateWebhookEndpointDto, { event_types: ['message.delivered', 'message.bounced', 'message.complained'], enabled: false }),
    ApiOkResponse({ description: 'The endpoint as saved', schema: { example: EXAMPLE_ENDPOINT } }),
    ApiNotFoundResponse({ description: 'No such endpoint in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __param(2, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, UpdateWebhookEndpointDto]),
    __metadata("design:returntype", Promise)
], CustomerWebhooksController.prototype, "update", null);
__decorate([
    Delete(':id'),
    ApiOperation({ summary: 'Delete a webhook endpoint', description: 'Events queued for it are not sent.' }),
    HttpCode(HttpStatus.NO_CONTENT),
    ApiNoContentResponse({ description: 'Deleted; events queued for it are not sent' }),
    ApiNotFoundResponse({ description: 'No such endpoint in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CustomerWebhooksController.prototype, "remove", null);
__decorate([
    Post(':id/rotate-secret'),
    ApiOperation({ summary: 'Give a webhook endpoint a new signing secret', description: 'The new secret signs from now on; the previous one also signs during the grace period (both signatures are sent).' }),
    HttpCode(HttpStatus.OK),
    ApiOkResponse({ description: 'The endpoint with its new secret, shown this once', schema: { example: { ...EXAMPLE_ENDPOINT, secret: 'whsec_NeW1dEf2GhI3jKl4MnO5pQr6StU7vWx8', previous_secret_expires_at: '2026-05-02T10:00:00.000Z' } } }),
    ApiNotFoundResponse({ description: 'No such endpoint in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CustomerWebhooksController.prototype, "rotateSecret", null);
__decorate([
    Get(':id/attempts'),
    ApiOperation({ summary: 'List an endpoint\'s delivery attempts', description: 'Every POST made to the endpoint, newest first: event, webhook-id, answer status and time.' }),
    ApiOkResponse({ description: 'A page of attempts', schema: { example: { items: [EXAMPLE_ATTEMPT], total: 1, page: 1, limit: 20 } } }),
    ApiNotFoundResponse({ description: 'No such endpoint in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __param(2, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, WebhookAttemptListQueryDto]),
    __metadata("design:returntype", Promise)
], CustomerWebhooksController.prototype, "attempts", null);
__decorate([
    Post(':id/attempts/:attemptId/replay'),
    ApiOperation({ summary: 'Send an attempt\'s event again', description: 'Same body and webhook-id, retried like any other.' }),
    HttpCode(HttpStatus.ACCEPTED),
    ApiAcceptedResponse({ description: 'Queued again', schema: { example: { message: 'Replay queued', webhook_id: EXAMPLE_ATTEMPT.webhook_id } } }),
    ApiNotFoundResponse({ description: 'No such endpoint or attempt in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __param(2, Param('attemptId')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String]),
    __metadata("design:returntype", Promise)
], CustomerWebhooksController.prototype, "replay", null);
CustomerWebhooksController = __decorate([
    ApiTags('customer webhooks'),
    ApiBearerAuth(),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    Controller('v1/webhooks'),
    UseGuards(CustomerAuthGuard),
    WholeAccount(),
    __metadata("design:paramtypes", [WebhookEndpointsService])
], CustomerWebhooksController);
export { CustomerWebhooksController };
//# sourceMappingURL=customer-webhooks.controller.js.map