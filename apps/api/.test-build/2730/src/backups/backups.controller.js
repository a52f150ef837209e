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
import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PageQueryDto, toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { BackupsService } from './backups.service.js';
let BackupsController = class BackupsController {
    backupsService;
    constructor(backupsService) {
        this.backupsService = backupsService;
    }
    async list(query) {
        const backups = await this.backupsService.list();
        const window = toPageWindow(query);
        return toListResponse(backups.slice(window.skip, window.skip + window.limit), backups.length, window);
    }
    take() {
        return this.backupsService.take('manual');
    }
    /** Restores the newest backup; the data as it was just before is kept as a safety backup. */
    restore() {
        return this.backupsService.restoreNewest();
    }
};
__decorate([
    Get('backups'),
    ApiOperation({ summary: 'List backups', description: 'The backups in DATA_DIR/backups, newest first, with their size and whether they were scheduled, taken by hand or kept before a restore.' }),
    ApiOkResponse({ description: 'A page of backups' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [PageQueryDto]),
    __metadata("design:returntype", Promise)
], BackupsController.prototype, "list", null);
__decorate([
    Post('backups'),
    ApiOperation({ summary: 'Take a backup now', description: 'Writes a compressed copy of the database into DATA_DIR/backups; the oldest beyond BACKUP_KEEP are removed.' }),
    ApiCreatedResponse({ description: 'The backup taken' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], BackupsController.prototype, "take", null);
__decorate([
    Post('restore'),
    ApiOperation({ summary: 'Restore the newest backup', description: 'Replaces the data with the newest backup; the data as it was just before is kept as a safety backup first.' }),
    ApiOkResponse({ description: 'Restored: which backup, and the safety backup of the data before' }),
    HttpCode(HttpStatus.OK),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], BackupsController.prototype, "restore", null);
BackupsController = __decorate([
    ApiTags('restore'),
    Controller('admin'),
    __metadata("design:paramtypes", [BackupsService])
], BackupsController);
export { BackupsController };
//# sourceMappingURL=backups.controller.js.map