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
import { CreateSmtpAccountDto } from './dto/create-smtp-account.dto.js';
import { SmtpAccountListQueryDto } from './dto/smtp-account-list-query.dto.js';
import { UpdateSmtpAccountDto } from './dto/update-smtp-account.dto.js';
import { SmtpAccountsService } from './smtp-accounts.service.js';
let SmtpAccountsController = class SmtpAccountsController {
    smtpAccountsService;
    constructor(smtpAccountsService) {
        this.smtpAccountsService = smtpAccountsService;
    }
    list(query) {
        return this.smtpAccountsService.list(query);
    }
    get(id) {
        return this.smtpAccountsService.get(id);
    }
    create(body) {
        return this.smtpAccountsService.create(body);
    }
    update(id, body) {
        return this.smtpAccountsService.update(id, body);
    }
    remove(id) {
        return this.smtpAccountsService.remove(id);
    }
    resetPassword(id) {
        return this.smtpAccountsService.resetPassword(id);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List SMTP accounts', description: 'Every account\'s SMTP logins, paged, filtered by status and owner and searched.' }),
    ApiOkResponse({ description: 'A page of SMTP accounts' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [SmtpAccountListQueryDto]),
    __metadata("design:returntype", Promise)
], SmtpAccountsController.prototype, "list", null);
__decorate([
    Get(':id'),
    ApiOperation({ summary: 'One SMTP account', description: 'Its user name, owner, domain, status and quota; the password is never answered.' }),
    ApiOkResponse({ description: 'The SMTP account' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], SmtpAccountsController.prototype, "get", null);
__decorate([
    Post(),
    ApiOperation({ summary: 'Add an SMTP account', description: 'Answers the generated password this once: it is stored hashed.' }),
    ApiCreatedResponse({ description: 'The SMTP account with its password, shown this once' }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [CreateSmtpAccountDto]),
    __metadata("design:returntype", Promise)
], SmtpAccountsController.prototype, "create", null);
__decorate([
    Patch(':id'),
    ApiOperation({ summary: 'Change an SMTP account', description: 'Status, quota and domain.' }),
    ApiOkResponse({ description: 'The SMTP account as saved' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, UpdateSmtpAccountDto]),
    __metadata("design:returntype", Promise)
], SmtpAccountsController.prototype, "update", null);
__decorate([
    Delete(':id'),
    ApiOperation({ summary: 'Delete an SMTP account', description: 'It cannot log in from now on.' }),
    ApiNoContentResponse({ description: 'Deleted' }),
    HttpCode(HttpStatus.NO_CONTENT),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], SmtpAccountsController.prototype, "remove", null);
__decorate([
    Post(':id/password/reset'),
    ApiOperation({ summary: 'Give an SMTP account a new password', description: 'Answers the new password this once; the old one is refused from now on.' }),
    ApiOkResponse({ description: 'The new password, shown this once' }),
    HttpCode(HttpStatus.OK),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], SmtpAccountsController.prototype, "resetPassword", null);
SmtpAccountsController = __decorate([
    ApiTags('smtp-accounts'),
    Controller('admin/smtp-accounts'),
    __metadata("design:paramtypes", [SmtpAccountsService])
], SmtpAccountsController);
export { SmtpAccountsController };
//# sourceMappingURL=smtp-accounts.controller.js.map