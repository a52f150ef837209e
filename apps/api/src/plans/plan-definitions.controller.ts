import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'List plan definitions', description: 'The plans users can be put on, with their category and IP allocation.' })
  @ApiOkResponse({ description: 'A page of plan definitions' })
  list(@Query() query: PlanDefinitionListQueryDto): Promise<ListResponse<PlanDefinition>> {
    return this.planDefinitions.list(query);
  }

  @Post()
  @ApiOperation({ summary: 'Add a plan definition', description: 'A new plan code with its name, category and IP allocation.' })
  @ApiCreatedResponse({ description: 'The plan definition' })
  create(@Body() body: CreatePlanDefinitionDto): Promise<PlanDefinition> {
    return this.planDefinitions.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a plan definition', description: 'Name, category and IP allocation; the plan code stays.' })
  @ApiOkResponse({ description: 'The plan definition as saved' })
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdatePlanDefinitionDto): Promise<PlanDefinition> {
    return this.planDefinitions.update(id, body);
  }
}
