import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ListResponse, UserPlan } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { CreateUserPlanDto } from './dto/create-user-plan.dto.js';
import { UpdateUserPlanDto } from './dto/update-user-plan.dto.js';
import { UserPlanListQueryDto } from './dto/user-plan-list-query.dto.js';
import { UserPlansService } from './user-plans.service.js';

@ApiTags('user-plans')
@Controller('admin/user-plans')
export class UserPlansController {
  constructor(private readonly userPlans: UserPlansService) {}

  @Get()
  @ApiOperation({ summary: 'List user plans', description: 'Which user is on which plan, paged and filtered by user.' })
  @ApiOkResponse({ description: 'A page of user plans' })
  list(@Query() query: UserPlanListQueryDto): Promise<ListResponse<UserPlan>> {
    return this.userPlans.list(query);
  }

  @Post()
  @ApiOperation({ summary: 'Put a user on a plan', description: 'Assigns a plan definition to a user.' })
  @ApiCreatedResponse({ description: 'The user plan' })
  create(@Body() body: CreateUserPlanDto): Promise<UserPlan> {
    return this.userPlans.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a user\'s plan', description: 'Plan and IP allocation of the assignment.' })
  @ApiOkResponse({ description: 'The user plan as saved' })
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateUserPlanDto): Promise<UserPlan> {
    return this.userPlans.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Take a user off a plan', description: 'Deletes the assignment.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.userPlans.remove(id);
  }
}
