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
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UpdateLogRetentionDto } from './dto/update-log-retention.dto.js';
import { UpdateSmtpSettingsDto } from './dto/update-smtp-settings.dto.js';
import { LogRetentionService } from './log-retention.service.js';
import { SettingsService } from './settings.service.js';
let SettingsController = class SettingsController {
    settingsService;
    logRetention;
    constructor(settingsService, logRetention) {
        this.settingsService = settingsService;
        this.logRetention = logRetention;
    }
    getSmtp() {
        return this.settingsService.getSmtp();
    }
    updateSmtp(body) {
        return this.settingsService.updateSmtp(body);
    }
    getLogRetention() {
        return this.logRetention.get();
    }
    updateLogRetention(body) {
        return this.logRetention.update(body);
    }
};
__decorate([
    Get('smtp'),
    ApiOperation({ summary: 'Global SMTP settings', description: 'The mail server platform mail goes through; the password is never answered.' }),
    ApiOkResponse({ description: 'The settings, without the password' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SettingsController.prototype, "getSmtp", null);
__decorate([
    Put('smtp'),
    ApiOperation({ summary: 'Change the global SMTP settings', description: 'Host, port, security, credentials and sender of platform mail; a password left out keeps the stored one.' }),
    ApiOkResponse({ description: 'The settings as saved, without the password' }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [UpdateSmtpSettingsDto]),
    __metadata("design:returntype", Promise)
], SettingsController.prototype, "updateSmtp", null);
__decorate([
    Get('log-retention'),
    ApiOperation({ summary: 'Log retention', description: 'How many days delivery logs, message bodies and events are kept.' }),
    ApiOkResponse({ description: 'The retention in days' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SettingsController.prototype, "getLogRetention", null);
__decorate([
    Put('log-retention'),
    ApiOperation({ summary: 'Change the log retention', description: 'Days to keep logs, bodies and events; the next expiry pass applies it.' }),
    ApiOkResponse({ description: 'The retention as saved' }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [UpdateLogRetentionDto]),
    __metadata("design:returntype", Promise)
], SettingsController.prototype, "updateLogRetention", null);
SettingsController = __decorate([
    ApiTags('settings'),
    Controller('admin/settings'),
    __metadata("design:paramtypes", [SettingsService,
        LogRetentionService])
], SettingsController);
export { SettingsController };
//# sourceMappingURL=settings.controller.js.map