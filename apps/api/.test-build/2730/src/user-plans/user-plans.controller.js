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
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { CreateUserPlanDto } from './dto/create-user-plan.dto.js';
import { UpdateUserPlanDto } from './dto/update-user-plan.dto.js';
import { UserPlanListQueryDto } from './dto/user-plan-list-query.dto.js';
import { UserPlansService } from './user-plans.service.js';
let UserPlansController = class UserPlansController {
    userPlans;
    constructor(userPlans) {
        this.userPlans = userPlans;
    }
    list(query) {
        return this.userPlans.list(query);
    }
    create(body) {
        return this.userPlans.create(body);
    }
    update(id, body) {
        return this.userPlans.update(id, body);
    }
    remove(id) {
        return this.userPlans.remove(id);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List user plans', description: 'Which user is on which plan, paged and filtered by user.' }),
    ApiOkResponse({ description: 'A page of user plans' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [UserPlanListQueryDto]),
    __metadata("design:returntype", Promise)
], UserPlansController.prototype, "list", null);
__decorate([
    Post(),
    ApiOperation({ summary: 'Put a user on a plan', description: 'Assigns a plan definition to a user.' }),
    ApiCreatedResponse({ description: 'The user plan' }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [CreateUserPlanDto]),
    __metadata("design:returntype", Promise)
], UserPlansController.prototype, "create", null);
__decorate([
    Patch(':id'),
    ApiOperation({ summary: 'Change a user\'s plan', description: 'Plan and IP allocation of the assignment.' }),
    ApiOkResponse({ description: 'The user plan as saved' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, UpdateUserPlanDto]),
    __metadata("design:returntype", Promise)
], UserPlansController.prototype, "update", null);
__decorate([
    Delete(':id'),
    ApiOperation({ summary: 'Take a user off a plan', description: 'Deletes the assignment.' }),
    ApiNoContentResponse({ description: 'Deleted' }),
    HttpCode(HttpStatus.NO_CONTENT),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], UserPlansController.prototype, "remove", null);
UserPlansController = __decorate([
    ApiTags('user-plans'),
    Controller('admin/user-plans'),
    __metadata("design:paramtypes", [UserPlansService])
], UserPlansController);
export { UserPlansController };
//# sourceMappingURL=user-plans.controller.js.map