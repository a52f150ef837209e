import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HeldMessage } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { HeldMessageReviewDto } from './dto/held-message-review.dto.js';
import { HeldMessageReview } from './held-message-review.service.js';

/** Messages content scanning held for review (README, "Content scanning"). */
@ApiTags('content scanning')
@Controller('admin/held-messages')
export class HeldMessagesController {
  constructor(private readonly review: HeldMessageReview) {}

  @Get()
  @ApiOperation({ summary: 'List the held messages', description: 'Messages content scanning held for an administrator\'s review (their score from the hold line up), oldest first: each with its sender, recipients, score and rules.' })
  @ApiOkResponse({ description: 'The held messages' })
  list(): Promise<HeldMessage[]> {
    return this.review.list();
  }

  /** Queues it: it is delivered as any other message. */
  @Post(':id/release')
  @ApiOperation({ summary: 'Release a held message', description: 'Queues the message: it is delivered as any other, and its timeline says who released it and why (the note).' })
  @ApiNoContentResponse({ description: 'Released and queued' })
  @HttpCode(HttpStatus.NO_CONTENT)
  release(@Param('id', ParseObjectIdPipe) id: string, @Body() body: HeldMessageReviewDto): Promise<void> {
    return this.review.release(id, body.note);
  }

  /** Fails every recipient (message.failed webhooks): it is never sent. */
  @Post(':id/drop')
  @ApiOperation({ summary: 'Drop a held message', description: 'Fails every recipient (each gets its message.failed webhook): the message is never sent.' })
  @ApiNoContentResponse({ description: 'Dropped' })
  @HttpCode(HttpStatus.NO_CONTENT)
  drop(@Param('id', ParseObjectIdPipe) id: string, @Body() body: HeldMessageReviewDto): Promise<void> {
    return this.review.drop(id, body.note);
  }
}
