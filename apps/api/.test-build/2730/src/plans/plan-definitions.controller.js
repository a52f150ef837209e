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
import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { CreatePlanDefinitionDto } from './dto/create-plan-definition.dto.js';
import { PlanDefinitionListQueryDto } from './dto/plan-definition-list-query.dto.js';
import { UpdatePlanDefinitionDto } from './dto/update-plan-definition.dto.js';
import { PlanDefinitionsService } from './plan-definitions.service.js';
let PlanDefinitionsController = class PlanDefinitionsController {
    planDefinitions;
    constructor(planDefinitions) {
        this.planDefinitions = planDefinitions;
    }
    list(query) {
        return this.planDefinitions.list(query);
    }
    create(body) {
        return this.planDefinitions.create(body);
    }
    update(id, body) {
        return this.planDefinitions.update(id, body);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List plan definitions', description: 'The plans users can be put on, with their category and IP allocation.' }),
    ApiOkResponse({ description: 'A page of plan definitions' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [PlanDefinitionListQueryDto]),
    __metadata("design:returntype", Promise)
], PlanDefinitionsController.prototype, "list", null);
__decorate([
    Post(),
    ApiOperation({ summary: 'Add a plan definition', description: 'A new plan code with its name, category and IP allocation.' }),
    ApiCreatedResponse({ description: 'The plan definition' }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [CreatePlanDefinitionDto]),
    __metadata("design:returntype", Promise)
], PlanDefinitionsController.prototype, "create", null);
__decorate([
    Patch(':id'),
    ApiOperation({ summary: 'Change a plan definition', description: 'Name, category and IP allocation; the plan code stays.' }),
    ApiOkResponse({ description: 'The plan definition as saved' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, UpdatePlanDefinitionDto]),
    __metadata("design:returntype", Promise)
], PlanDefinitionsController.prototype, "update", null);
PlanDefinitionsController = __decorate([
    ApiTags('plan-definitions'),
    Controller('admin/plan-definitions'),
    __metadata("design:paramtypes", [PlanDefinitionsService])
], PlanDefinitionsController);
export { PlanDefinitionsController };
//# sourceMappingURL=plan-definitions.controller.js.map