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
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Types } from 'mongoose';
import { consoleActorOf } from '../common/admin-token.middleware.js';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { ProductionAccessDecisionDto, ProductionAccessQueueQueryDto } from './dto/production-access.dtos.js';
import { PRODUCTION_ACCESS_EXAMPLE, PRODUCTION_ACCESS_QUEUE_EXAMPLE } from './production-access.examples.js';
import { ProductionAccessService } from './production-access.service.js';
/** The admin's side of production access: the requests list, one account's access, grant and decline. */
let ProductionAccessController = class ProductionAccessController {
    access;
    constructor(access) {
        this.access = access;
    }
    queue(query) {
        return this.access.queue(query);
    }
    detail(userId) {
        return this.access.accessOf(new Types.ObjectId(userId));
    }
    /** Lifts the sandbox's limits at once; answers a pending request with the note. */
    grant(userId, body, response) {
        return this.access.grant(new Types.ObjectId(userId), consoleActorOf(response), body.note);
    }
    decline(userId, body, response) {
        return this.access.decline(new Types.ObjectId(userId), consoleActorOf(response), body.note);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'Production access requests', description: 'Requests by status (pending unless `status` says otherwise), latest first.' }),
    ApiOkResponse({ description: 'A page of requests', schema: { example: PRODUCTION_ACCESS_QUEUE_EXAMPLE } }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [ProductionAccessQueueQueryDto]),
    __metadata("design:returntype", Promise)
], ProductionAccessController.prototype, "queue", null);
__decorate([
    Get(':userId'),
    ApiOperation({ summary: "An account's production access", description: 'Sandboxed or production, the limits, the request and its answer, and every change with who and when.' }),
    ApiOkResponse({ description: 'The production access', schema: { example: PRODUCTION_ACCESS_EXAMPLE } }),
    __param(0, Param('userId', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ProductionAccessController.prototype, "detail", null);
__decorate([
    Post(':userId/grant'),
    HttpCode(HttpStatus.OK),
    ApiOperation({ summary: 'Grant production access', description: 'Lifts the sandbox at once and answers a pending request with the note; the owner gets a mail. 409 when the account has production access already.' }),
    ApiOkResponse({ description: 'The production access, now production', schema: { example: { ...PRODUCTION_ACCESS_EXAMPLE, state: 'production' } } }),
    __param(0, Param('userId', ParseObjectIdPipe)),
    __param(1, Body()),
    __param(2, Res({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, ProductionAccessDecisionDto, Object]),
    __metadata("design:returntype", Promise)
], ProductionAccessController.prototype, "grant", null);
__decorate([
    Post(':userId/decline'),
    HttpCode(HttpStatus.OK),
    ApiOperation({ summary: 'Decline a production access request', description: 'The account stays sandboxed and may ask again; the owner gets a mail with the note. 409 without a pending request.' }),
    ApiOkResponse({ description: 'The production access, still sandboxed', schema: { example: PRODUCTION_ACCESS_EXAMPLE } }),
    __param(0, Param('userId', ParseObjectIdPipe)),
    __param(1, Body()),
    __param(2, Res({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, ProductionAccessDecisionDto, Object]),
    __metadata("design:returntype", Promise)
], ProductionAccessController.prototype, "decline", null);
ProductionAccessController = __decorate([
    ApiTags('production access'),
    Controller('admin/production-access'),
    __metadata("design:paramtypes", [ProductionAccessService])
], ProductionAccessController);
export { ProductionAccessController };
//# sourceMappingURL=production-access.controller.js.map