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
import { SignupSettingsDto } from './dto/signup.dtos.js';
import { SignupSettingsService } from './signup-settings.service.js';
let SignupSettingsController = class SignupSettingsController {
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
    ApiOperation({ summary: 'Sign-up settings', description: 'Whether self-signed-up accounts wait for an admin\'s approval.' }),
    ApiOkResponse({ description: 'The settings', schema: { example: { require_approval: false } } }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SignupSettingsController.prototype, "get", null);
__decorate([
    Put(),
    ApiOperation({ summary: 'Change the sign-up settings', description: 'Applies to accounts that sign up from now on; accounts already waiting stay pending until approved.' }),
    ApiOkResponse({ description: 'The settings as saved', schema: { example: { require_approval: true } } }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [SignupSettingsDto]),
    __metadata("design:returntype", Promise)
], SignupSettingsController.prototype, "update", null);
SignupSettingsController = __decorate([
    ApiTags('settings'),
    Controller('admin/settings/signup'),
    __metadata("design:paramtypes", [SignupSettingsService])
], SignupSettingsController);
export { SignupSettingsController };
//# sourceMappingURL=signup-settings.controller.js.map