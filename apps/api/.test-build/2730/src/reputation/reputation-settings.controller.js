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
import { REPUTATION_DEFAULTS } from '@platform/contracts';
import { ReputationSettingsDto } from './dto/reputation.dtos.js';
import { ReputationSettingsService } from './reputation-settings.service.js';
let ReputationSettingsController = class ReputationSettingsController {
    settings;
    constructor(settings) {
        this.settings = settings;
    }
    get() {
        return this.settings.get();
    }
    /** Applies from the next judgement on; accounts already in review or paused stay so until an admin resumes them. */
    update(body) {
        return this.settings.update(body);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'Read the reputation lines', description: 'The deliverability guard\'s window, minimum volume, and review and pause lines for bounces and complaints.' }),
    ApiOkResponse({ description: 'The reputation lines', schema: { example: REPUTATION_DEFAULTS } }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], ReputationSettingsController.prototype, "get", null);
__decorate([
    Put(),
    ApiOperation({ summary: 'Set the reputation lines', description: 'Applies from the next judgement on; accounts already in review or paused stay so until an administrator resumes them.' }),
    ApiOkResponse({ description: 'The reputation lines as saved', schema: { example: REPUTATION_DEFAULTS } }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [ReputationSettingsDto]),
    __metadata("design:returntype", Promise)
], ReputationSettingsController.prototype, "update", null);
ReputationSettingsController = __decorate([
    ApiTags('settings'),
    Controller('admin/settings/reputation'),
    __metadata("design:paramtypes", [ReputationSettingsService])
], ReputationSettingsController);
export { ReputationSettingsController };
//# sourceMappingURL=reputation-settings.controller.js.map