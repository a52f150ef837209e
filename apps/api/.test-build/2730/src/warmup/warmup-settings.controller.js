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
import { WARMUP_DEFAULTS } from '@platform/contracts';
import { WarmupSettingsDto } from './dto/warmup.dtos.js';
import { WarmupSettingsService } from './warmup-settings.service.js';
let WarmupSettingsController = class WarmupSettingsController {
    settings;
    constructor(settings) {
        this.settings = settings;
    }
    get() {
        return this.settings.get();
    }
    update(body) {
        return this.settings.update(body);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'The warm-up parameters', description: 'Where warmed-up accounts start, how their quotas grow and fall each day, their ceilings, and whether new self-signed-up accounts are warmed up.' }),
    ApiOkResponse({ description: 'The parameters', schema: { example: WARMUP_DEFAULTS } }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], WarmupSettingsController.prototype, "get", null);
__decorate([
    Put(),
    ApiOperation({ summary: 'Change the warm-up parameters', description: "Every field, as GET answers them. Applies from each account's next daily judgement on (the caps at once)." }),
    ApiOkResponse({ description: 'The parameters as saved', schema: { example: WARMUP_DEFAULTS } }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [WarmupSettingsDto]),
    __metadata("design:returntype", Promise)
], WarmupSettingsController.prototype, "update", null);
WarmupSettingsController = __decorate([
    ApiTags('settings'),
    Controller('admin/settings/warmup'),
    __metadata("design:paramtypes", [WarmupSettingsService])
], WarmupSettingsController);
export { WarmupSettingsController };
//# sourceMappingURL=warmup-settings.controller.js.map