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
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UserListQueryDto } from './dto/user-list-query.dto.js';
import { ProductionAccessSettingsService } from '../production-access/production-access-settings.service.js';
import { UsersService } from './users.service.js';
let UsersController = class UsersController {
    usersService;
    productionAccessSettings;
    constructor(usersService, productionAccessSettings) {
        this.usersService = usersService;
        this.productionAccessSettings = productionAccessSettings;
    }
    list(query) {
        return this.usersService.list(query);
    }
    get(id) {
        return this.usersService.get(id);
    }
    async create(body) {
        const { admin_created_sandboxed: sandboxed } = await this.productionAccessSettings.get();
        return this.usersService.create(body, sandboxed ? { production_access: 'sandboxed' } : {});
    }
    update(id, body) {
        return this.usersService.update(id, body);
    }
    toggle(id) {
        return this.usersService.toggleStatus(id);
    }
    resetApiKey(id) {
        return this.usersService.resetApiKey(id);
    }
    resetPassword(id) {
        return this.usersService.resetPassword(id);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List users', description: 'Paged, filtered by status, role and approval, and searched by name or e-mail.' }),
    ApiOkResponse({ description: 'A page of users' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [UserListQueryDto]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "list", null);
__decorate([
    Get(':id'),
    ApiOperation({ summary: 'One user', description: 'The user with their domains, SMTP accounts and sending figures.' }),
    ApiOkResponse({ description: 'The user with their domains, SMTP accounts and figures' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "get", null);
__decorate([
    Post(),
    ApiOperation({
        summary: 'Add a user',
        description: 'A confirmed and approved account with the role, plan and domain limit given; with production access unless Settings → Production access says admin-created accounts start sandboxed.',
    }),
    ApiCreatedResponse({ description: 'The user' }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [CreateUserDto]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "create", null);
__decorate([
    Patch(':id'),
    ApiOperation({ summary: 'Change a user', description: 'Names, role, status, plan and domain limit; e-mail and password are not changed here.' }),
    ApiOkResponse({ description: 'The user as saved' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, UpdateUserDto]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "update", null);
__decorate([
    Post(':id/toggle'),
    ApiOperation({ summary: 'Switch a user on or off', description: 'An inactive user cannot log in, send or use their keys; answers the new status.' }),
    ApiOkResponse({ description: 'The user\'s new status' }),
    HttpCode(HttpStatus.OK),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "toggle", null);
__decorate([
    Post(':id/api-key/reset'),
    ApiOperation({ summary: 'Give a user a new primary API key', description: 'Answers the new key this once; the old one is refused from now on.' }),
    ApiOkResponse({ description: 'The new API key, shown this once' }),
    HttpCode(HttpStatus.OK),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "resetApiKey", null);
__decorate([
    Post(':id/reset-password'),
    ApiOperation({ summary: 'Give a user a generated password', description: 'Answers the new password this once and ends the user\'s sessions.' }),
    ApiOkResponse({ description: 'The new password, shown this once' }),
    HttpCode(HttpStatus.OK),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "resetPassword", null);
UsersController = __decorate([
    ApiTags('users'),
    Controller('admin/users'),
    __metadata("design:paramtypes", [UsersService,
        ProductionAccessSettingsService])
], UsersController);
export { UsersController };
//# sourceMappingURL=users.controller.js.map