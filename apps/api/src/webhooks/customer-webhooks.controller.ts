import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  CUSTOMER_SESSION_COOKIE,
  WEBHOOK_TARGET_MESSAGES,
  type ListResponse,
  type WebhookAttempt,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookReplayResponse,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
} from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import {
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookAttemptListQueryDto,
  WebhookEndpointListQueryDto,
} from './dto/webhook.dtos.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';

const EXAMPLE_ENDPOINT: WebhookEndpoint = {
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
const EXAMPLE_ATTEMPT: WebhookAttempt = {
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
@ApiTags('customer webhooks')
@ApiBearerAuth()
@ApiCookieAuth(CUSTOMER_SESSION_COOKIE)
@Controller('v1/webhooks')
@UseGuards(CustomerAuthGuard)
@WholeAccount()
export class CustomerWebhooksController {
  constructor(private readonly webhooks: WebhookEndpointsService) {}

  @Get()
  @ApiOperation({ summary: 'List the account\'s webhook endpoints', description: 'Paged; secrets are never listed.' })
  @ApiOkResponse({ description: 'A page of endpoints', schema: { example: { items: [EXAMPLE_ENDPOINT], total: 1, page: 1, limit: 20 } } })
  list(@Customer() scope: CustomerScope, @Query() query: WebhookEndpointListQueryDto): Promise<ListResponse<WebhookEndpoint>> {
    return this.webhooks.list(scope, query);
  }

  @Post()
  @ApiOperation({ summary: 'Add a webhook endpoint', description: 'An HTTPS (or HTTP) URL and the event types it takes. The answer carries the signing secret, shown this once.' })
  @ApiExampleBody<CreateWebhookEndpointRequest>(CreateWebhookEndpointDto, { url: 'https://hooks.example.com/mail-events', event_types: ['message.delivered', 'message.bounced'], description: 'Delivery updates for the CRM' })
  @ApiCreatedResponse({ description: 'The endpoint with its signing secret, shown this once', schema: { example: { ...EXAMPLE_ENDPOINT, secret: 'whsec_AbC1dEf2GhI3jKl4MnO5pQr6StU7vWx8' } } })
  @ApiBadRequestResponse({ description: `${WEBHOOK_TARGET_MESSAGES.notHttp}; or the host resolves to a loopback, private or link-local address` })
  create(@Customer() scope: CustomerScope, @Body() body: CreateWebhookEndpointDto): Promise<WebhookEndpointWithSecret> {
    return this.webhooks.create(scope, body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One webhook endpoint', description: 'Its URL, event types, status and delivery figures; not its secret.' })
  @ApiOkResponse({ description: 'The endpoint', schema: { example: EXAMPLE_ENDPOINT } })
  @ApiNotFoundResponse({ description: 'No such endpoint in this account' })
  get(@Customer() scope: CustomerScope, @Param('id') id: string): Promise<WebhookEndpoint> {
    return this.webhooks.get(scope, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a webhook endpoint', description: 'URL, event types and status; fields left out stay.' })
  @ApiExampleBody<UpdateWebhookEndpointRequest>(UpdateWebhookEndpointDto, { event_types: ['message.delivered', 'message.bounced', 'message.complained'], enabled: false })
  @ApiOkResponse({ description: 'The endpoint as saved', schema: { example: EXAMPLE_ENDPOINT } })
  @ApiNotFoundResponse({ description: 'No such endpoint in this account' })
  update(@Customer() scope: CustomerScope, @Param('id') id: string, @Body() body: UpdateWebhookEndpointDto): Promise<WebhookEndpoint> {
    return this.webhooks.update(scope, id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a webhook endpoint', description: 'Events queued for it are not sent.' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted; events queued for it are not sent' })
  @ApiNotFoundResponse({ description: 'No such endpoint in this account' })
  remove(@Customer() scope: CustomerScope, @Param('id') id: string): Promise<void> {
    return this.webhooks.remove(scope, id);
  }

  /** The new secret signs from now on; the previous one also signs during the grace period (both signatures sent). */
  @Post(':id/rotate-secret')
  @ApiOperation({ summary: 'Give a webhook endpoint a new signing secret', description: 'The new secret signs from now on; the previous one also signs during the grace period (both signatures are sent).' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The endpoint with its new secret, shown this once', schema: { example: { ...EXAMPLE_ENDPOINT, secret: 'whsec_NeW1dEf2GhI3jKl4MnO5pQr6StU7vWx8', previous_secret_expires_at: '2026-05-02T10:00:00.000Z' } } })
  @ApiNotFoundResponse({ description: 'No such endpoint in this account' })
  rotateSecret(@Customer() scope: CustomerScope, @Param('id') id: string): Promise<WebhookEndpointWithSecret> {
    return this.webhooks.rotateSecret(scope, id);
  }

  @Get(':id/attempts')
  @ApiOperation({ summary: 'List an endpoint\'s delivery attempts', description: 'Every POST made to the endpoint, newest first: event, webhook-id, answer status and time.' })
  @ApiOkResponse({ description: 'A page of attempts', schema: { example: { items: [EXAMPLE_ATTEMPT], total: 1, page: 1, limit: 20 } } })
  @ApiNotFoundResponse({ description: 'No such endpoint in this account' })
  attempts(@Customer() scope: CustomerScope, @Param('id') id: string, @Query() query: WebhookAttemptListQueryDto): Promise<ListResponse<WebhookAttempt>> {
    return this.webhooks.listAttempts(scope, id, query);
  }

  /** Sends that attempt's event again, with the same body and webhook-id, retried like any other. */
  @Post(':id/attempts/:attemptId/replay')
  @ApiOperation({ summary: 'Send an attempt\'s event again', description: 'Same body and webhook-id, retried like any other.' })
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'Queued again', schema: { example: { message: 'Replay queued', webhook_id: EXAMPLE_ATTEMPT.webhook_id } } })
  @ApiNotFoundResponse({ description: 'No such endpoint or attempt in this account' })
  replay(@Customer() scope: CustomerScope, @Param('id') id: string, @Param('attemptId') attemptId: string): Promise<WebhookReplayResponse> {
    return this.webhooks.replay(scope, id, attemptId);
  }
}
