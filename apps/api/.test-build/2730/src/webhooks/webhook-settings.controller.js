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
import { WebhookSettingsDto } from './dto/webhook.dtos.js';
import { WebhookSettingsService } from './webhook-settings.service.js';
let WebhookSettingsController = class WebhookSettingsController {
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
    ApiOperation({ summary: 'Webhook settings', description: 'Whether customers may point webhooks at private and loopback addresses.' }),
    ApiOkResponse({ description: 'The settings', schema: { example: { allow_private_targets: false } } }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], WebhookSettingsController.prototype, "get", null);
__decorate([
    Put(),
    ApiOperation({ summary: 'Change the webhook settings', description: 'Applies to saves and POSTs from now on (endpoints saved while allowed are checked again at every POST).' }),
    ApiOkResponse({ description: 'The settings as saved', schema: { example: { allow_private_targets: false } } }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [WebhookSettingsDto]),
    __metadata("design:returntype", Promise)
], WebhookSettingsController.prototype, "update", null);
WebhookSettingsController = __decorate([
    ApiTags('settings'),
    Controller('admin/settings/webhooks'),
    __metadata("design:paramtypes", [WebhookSettingsService])
], WebhookSettingsController);
export { WebhookSettingsController };
//# sourceMappingURL=webhook-settings.controller.js.map