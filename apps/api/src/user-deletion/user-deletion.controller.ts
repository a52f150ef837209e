import { Controller, Delete, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { UserDeletionQueryDto } from './dto/user-deletion-query.dto.js';
import { UserDeletionService } from './user-deletion.service.js';

@ApiTags('users')
@Controller('admin/users')
export class UserDeletionController {
  constructor(private readonly deletions: UserDeletionService) {}

  @Delete(':id')
  @ApiNoContentResponse({ description: 'Deleted' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete a user',
    description:
      'A user who owns nothing is deleted at once. One who still owns domains, SMTP accounts, plans or agents is answered 409 with `holdings` (counts and names) unless cascade=true, which deletes all of it with the user and gives up their queued mail (logged as failed with the reason). 204 once the user is gone; mail that an agent is handing over at that moment is given up in the background if it comes back.',
  })
  @ApiConflictResponse({ description: 'The user still owns records; the body lists them in `holdings`' })
  async remove(@Param('id', ParseObjectIdPipe) id: string, @Query() query: UserDeletionQueryDto): Promise<void> {
    await this.deletions.delete(id, query.cascade === 'true');
  }
}
