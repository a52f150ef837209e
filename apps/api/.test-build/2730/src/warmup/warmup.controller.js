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
import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Types } from 'mongoose';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { WarmupToggleDto } from './dto/warmup.dtos.js';
import { EXAMPLE_WARMUP } from './warmup-example.js';
import { WarmupQuotasService } from './warmup-quotas.service.js';
/** One account's warm-up for the admin (the user panel), and starting or ending it. */
let WarmupController = class WarmupController {
    warmups;
    constructor(warmups) {
        this.warmups = warmups;
    }
    warmup(userId) {
        return this.warmups.warmupOf(new Types.ObjectId(userId));
    }
    toggle(userId, body) {
        return this.warmups.setEnabled(new Types.ObjectId(userId), body.enabled);
    }
};
__decorate([
    Get(':userId'),
    ApiOperation({ summary: "An account's warm-up", description: 'Its quotas, their use this hour and today, when they last changed and why, and when they grow next (the user panel).' }),
    ApiOkResponse({ description: 'The warm-up', schema: { example: EXAMPLE_WARMUP } }),
    __param(0, Param('userId', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], WarmupController.prototype, "warmup", null);
__decorate([
    Put(':userId'),
    ApiOperation({ summary: "Start or end an account's warm-up", description: "enabled: true starts it again from the start quotas; false ends it (only the plan's daily cap is left)." }),
    ApiOkResponse({ description: 'The warm-up as it now stands', schema: { example: EXAMPLE_WARMUP } }),
    __param(0, Param('userId', ParseObjectIdPipe)),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, WarmupToggleDto]),
    __metadata("design:returntype", Promise)
], WarmupController.prototype, "toggle", null);
WarmupController = __decorate([
    ApiTags('warm-up'),
    Controller('admin/warmup'),
    __metadata("design:paramtypes", [WarmupQuotasService])
], WarmupController);
export { WarmupController };
//# sourceMappingURL=warmup.controller.js.map