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
import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FullAdminGuard } from '../common/full-admin.guard.js';
import { PageQueryDto } from '../common/page-query.dto.js';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { ConsoleMailboxService } from './console-mailbox.service.js';
/**
 * The console mailbox. Support-readonly sessions see the list (to whom, what, when: enough to
 * answer "did my confirmation go out?") but not a mail's text, whose links would let them confirm
 * any address or take over any account, an admin's included, by asking for a password reset.
 */
let ConsoleMailboxController = class ConsoleMailboxController {
    mailbox;
    constructor(mailbox) {
        this.mailbox = mailbox;
    }
    list(query) {
        return this.mailbox.list(query);
    }
    read(id) {
        return this.mailbox.read(id);
    }
    delete(id) {
        return this.mailbox.delete(id);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List the console mailbox', description: 'Platform mail (confirmations, password resets, notices) kept here while there is no mail transport: to whom, what, when, newest first, without the texts.' }),
    ApiOkResponse({ description: 'Newest first, without the texts' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [PageQueryDto]),
    __metadata("design:returntype", Promise)
], ConsoleMailboxController.prototype, "list", null);
__decorate([
    Get(':id'),
    ApiOperation({ summary: 'Read one mail of the console mailbox', description: 'The whole mail with its text and links. Admin sessions only: support-readonly sessions get 403, since the links confirm addresses and reset passwords.' }),
    ApiOkResponse({ description: 'The mail with its text' }),
    UseGuards(FullAdminGuard),
    ApiForbiddenResponse({ description: 'A support-readonly session: the text holds live links' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ConsoleMailboxController.prototype, "read", null);
__decorate([
    Delete(':id'),
    ApiOperation({ summary: 'Delete one mail of the console mailbox', description: 'Removes it before its expiry.' }),
    HttpCode(HttpStatus.NO_CONTENT),
    ApiNoContentResponse({ description: 'Deleted' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ConsoleMailboxController.prototype, "delete", null);
ConsoleMailboxController = __decorate([
    ApiTags('mailbox'),
    Controller('admin/mailbox'),
    __metadata("design:paramtypes", [ConsoleMailboxService])
], ConsoleMailboxController);
export { ConsoleMailboxController };
//# sourceMappingURL=console-mailbox.controller.js.map