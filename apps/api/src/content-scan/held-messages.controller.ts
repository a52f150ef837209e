import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  list(): Promise<HeldMessage[]> {
    return this.review.list();
  }

  /** Queues it: it is delivered as any other message. */
  @Post(':id/release')
  @HttpCode(HttpStatus.NO_CONTENT)
  release(@Param('id', ParseObjectIdPipe) id: string, @Body() body: HeldMessageReviewDto): Promise<void> {
    return this.review.release(id, body.note);
  }

  /** Fails every recipient (message.failed webhooks): it is never sent. */
  @Post(':id/drop')
  @HttpCode(HttpStatus.NO_CONTENT)
  drop(@Param('id', ParseObjectIdPipe) id: string, @Body() body: HeldMessageReviewDto): Promise<void> {
    return this.review.drop(id, body.note);
  }
}
