import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ListResponse, PlanDefinition } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { CreatePlanDefinitionDto } from './dto/create-plan-definition.dto.js';
import { PlanDefinitionListQueryDto } from './dto/plan-definition-list-query.dto.js';
import { UpdatePlanDefinitionDto } from './dto/update-plan-definition.dto.js';
import { PlanDefinitionsService } from './plan-definitions.service.js';

@ApiTags('plan-definitions')
@Controller('admin/plan-definitions')
export class PlanDefinitionsController {
  constructor(private readonly planDefinitions: PlanDefinitionsService) {}

  @Get()
  list(@Query() query: PlanDefinitionListQueryDto): Promise<ListResponse<PlanDefinition>> {
    return this.planDefinitions.list(query);
  }

  @Post()
  create(@Body() body: CreatePlanDefinitionDto): Promise<PlanDefinition> {
    return this.planDefinitions.create(body);
  }

  @Patch(':id')
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdatePlanDefinitionDto): Promise<PlanDefinition> {
    return this.planDefinitions.update(id, body);
  }
}
