import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  list(@Query() query: UserPlanListQueryDto): Promise<ListResponse<UserPlan>> {
    return this.userPlans.list(query);
  }

  @Post()
  create(@Body() body: CreateUserPlanDto): Promise<UserPlan> {
    return this.userPlans.create(body);
  }

  @Patch(':id')
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateUserPlanDto): Promise<UserPlan> {
    return this.userPlans.update(id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.userPlans.remove(id);
  }
}
