import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, type MessageDetail, type MessageSummary, type OpenEndedListResponse } from '@platform/contracts';
import { Customer } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { CustomerMessagesService } from './customer-messages.service.js';
import { MessageListQueryDto } from './dto/message-list-query.dto.js';

const EXAMPLE_MESSAGE: MessageSummary = {
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
@ApiTags('customer messages')
@ApiBearerAuth()
@ApiCookieAuth(CUSTOMER_SESSION_COOKIE)
@Controller('v1/messages')
@UseGuards(CustomerAuthGuard)
export class CustomerMessagesController {
  constructor(private readonly messages: CustomerMessagesService) {}

  @Get()
  @ApiOperation({ summary: 'List the account\'s messages', description: 'Newest first, paged, filtered by status, sender, recipient and dates; a key held to one domain sees that domain\'s messages.' })
  @ApiOkResponse({
    description:
      'Newest first. A searched list (recipient, subject, status, or a key limited to one domain) reads a bounded number of messages per request: ' +
      'when it stopped before the oldest, `total` is null and `has_more` is true.',
    schema: { example: { items: [EXAMPLE_MESSAGE], total: 1, has_more: false, page: 1, limit: 20 } },
  })
  list(@Customer() scope: CustomerScope, @Query() query: MessageListQueryDto): Promise<OpenEndedListResponse<MessageSummary>> {
    return this.messages.list(scope, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One message with its timeline', description: 'The message, its recipients\' states and every event (accepted, delivered, bounced, opened, clicked, complained, unsubscribed).' })
  @ApiOkResponse({ description: 'The message and its timeline',
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
  })
  @ApiNotFoundResponse({ description: 'No such message in this account (or outside the key’s domain)' })
  get(@Customer() scope: CustomerScope, @Param('id') id: string): Promise<MessageDetail> {
    return this.messages.get(scope, id);
  }
}
