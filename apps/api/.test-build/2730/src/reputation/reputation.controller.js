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
import { AccountStandingsService } from './account-standings.service.js';
import { ReviewQueueQueryDto, StandingActionDto } from './dto/reputation.dtos.js';
/** The admin review queue and each account's reputation, with the resume and pause actions. */
let ReputationController = class ReputationController {
    standings;
    constructor(standings) {
        this.standings = standings;
    }
    reviewQueue(query) {
        return this.standings.reviewQueue(query);
    }
    detail(userId) {
        return this.standings.detail(new Types.ObjectId(userId));
    }
    /** Back to good standing: held mail is released and the figures so far are forgiven. */
    resume(userId, body, response) {
        return this.standings.resume(new Types.ObjectId(userId), consoleActorOf(response), body.note);
    }
    pause(userId, body, response) {
        return this.standings.pause(new Types.ObjectId(userId), consoleActorOf(response), body.note);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'The review queue', description: 'Accounts the deliverability guard flagged for review or paused, each with its reason and rates, paged.' }),
    ApiOkResponse({ description: 'One page of the accounts in review or paused' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [ReviewQueueQueryDto]),
    __metadata("design:returntype", Promise)
], ReputationController.prototype, "reviewQueue", null);
__decorate([
    Get(':userId'),
    ApiOperation({ summary: 'An account\'s reputation', description: 'Its standing and reason, its rates over the window (also per sending domain), the mail held while paused, its recent bounces and complaints, and every change of its standing with who and why.' }),
    ApiOkResponse({ description: 'The account\'s reputation in detail' }),
    __param(0, Param('userId', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ReputationController.prototype, "detail", null);
__decorate([
    Post(':userId/resume'),
    ApiOperation({ summary: 'Resume an account', description: 'Back to good standing, with the administrator\'s note on record: held mail is released and the figures so far are forgiven. 409 when the account is in good standing already.' }),
    ApiOkResponse({ description: 'The account\'s reputation after the resume' }),
    HttpCode(HttpStatus.OK),
    __param(0, Param('userId', ParseObjectIdPipe)),
    __param(1, Body()),
    __param(2, Res({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, StandingActionDto, Object]),
    __metadata("design:returntype", Promise)
], ReputationController.prototype, "resume", null);
__decorate([
    Post(':userId/pause'),
    ApiOperation({ summary: 'Pause an account', description: 'Refuses its submissions (403 / 550 5.7.1) and holds its queued mail until an administrator resumes it, with the note on record. 409 when it is paused already.' }),
    ApiOkResponse({ description: 'The account\'s reputation after the pause' }),
    HttpCode(HttpStatus.OK),
    __param(0, Param('userId', ParseObjectIdPipe)),
    __param(1, Body()),
    __param(2, Res({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, StandingActionDto, Object]),
    __metadata("design:returntype", Promise)
], ReputationController.prototype, "pause", null);
ReputationController = __decorate([
    ApiTags('reputation'),
    Controller('admin/reputation'),
    __metadata("design:paramtypes", [AccountStandingsService])
], ReputationController);
export { ReputationController };
//# sourceMappingURL=reputation.controller.js.map