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
import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { SuppressionListQueryDto } from './dto/suppression-list-query.dto.js';
import { SuppressionsService } from './suppressions.service.js';
let SuppressionsController = class SuppressionsController {
    suppressionsService;
    constructor(suppressionsService) {
        this.suppressionsService = suppressionsService;
    }
    list(query) {
        return this.suppressionsService.list(query);
    }
    remove(id) {
        return this.suppressionsService.remove(id);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List suppressions', description: 'Every account\'s suppressed addresses, paged, filtered by owner and cause and searched.' }),
    ApiOkResponse({ description: 'A page of suppressions' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [SuppressionListQueryDto]),
    __metadata("design:returntype", Promise)
], SuppressionsController.prototype, "list", null);
__decorate([
    Delete(':id'),
    ApiOperation({ summary: 'Remove a suppression', description: 'Lets mail to the address through again, e.g. after the recipient fixed their mailbox.' }),
    ApiNoContentResponse({ description: 'Removed' }),
    HttpCode(HttpStatus.NO_CONTENT),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], SuppressionsController.prototype, "remove", null);
SuppressionsController = __decorate([
    ApiTags('suppressions'),
    Controller('admin/suppressions'),
    __metadata("design:paramtypes", [SuppressionsService])
], SuppressionsController);
export { SuppressionsController };
//# sourceMappingURL=suppressions.controller.js.map