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
import { PRODUCTION_ACCESS_DEFAULTS } from '@platform/contracts';
import { ProductionAccessSettingsDto } from './dto/production-access.dtos.js';
import { ProductionAccessSettingsService } from './production-access-settings.service.js';
let ProductionAccessSettingsController = class ProductionAccessSettingsController {
    settings;
    constructor(settings) {
        this.settings = settings;
    }
    get() {
        return this.settings.get();
    }
    /** Applies to the next submission; the automatic grant's rule to the next evaluation. */
    update(body) {
        return this.settings.update(body);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'Production access settings', description: "The sandbox's limits, whether admin-created accounts start in it, and the automatic grant's rule." }),
    ApiOkResponse({ description: 'The settings', schema: { example: PRODUCTION_ACCESS_DEFAULTS } }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], ProductionAccessSettingsController.prototype, "get", null);
__decorate([
    Put(),
    ApiOperation({ summary: 'Change the production access settings', description: 'Every field, as GET answers them; a bad value is refused naming the field.' }),
    ApiOkResponse({ description: 'The settings as saved', schema: { example: PRODUCTION_ACCESS_DEFAULTS } }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [ProductionAccessSettingsDto]),
    __metadata("design:returntype", Promise)
], ProductionAccessSettingsController.prototype, "update", null);
ProductionAccessSettingsController = __decorate([
    ApiTags('settings'),
    Controller('admin/settings/production-access'),
    __metadata("design:paramtypes", [ProductionAccessSettingsService])
], ProductionAccessSettingsController);
export { ProductionAccessSettingsController };
//# sourceMappingURL=production-access-settings.controller.js.map