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
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, REPUTATION_DEFAULTS } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import { AccountStandingsService } from './account-standings.service.js';
const EXAMPLE_REPUTATION = {
    user_id: '6650c0ffee00000000000a01',
    standing: 'good',
    reason: '',
    changed_at: null,
    figures: { window_days: 7, sent: 1250, hard_bounced: 9, complained: 0, bounce_rate: 0.72, complaint_rate: 0, judged: true },
    lines: {
        review_bounce_rate: REPUTATION_DEFAULTS.review_bounce_rate,
        review_complaint_rate: REPUTATION_DEFAULTS.review_complaint_rate,
        pause_bounce_rate: REPUTATION_DEFAULTS.pause_bounce_rate,
        pause_complaint_rate: REPUTATION_DEFAULTS.pause_complaint_rate,
        min_volume: REPUTATION_DEFAULTS.min_volume,
    },
};
/** The customer's own reputation: its rates against the lines, and whether it is in review or paused. */
let CustomerReputationController = class CustomerReputationController {
    standings;
    constructor(standings) {
        this.standings = standings;
    }
    reputation(scope) {
        return this.standings.reputationOf(scope.userId);
    }
};
__decorate([
    Get(),
    ApiOperation({
        summary: 'Your reputation',
        description: 'Your hard-bounce and complaint rates over the window against the review and pause lines, and your standing: in review, the platform\'s administrators look at your sending; paused, submissions are refused and queued mail waits until they resume it.',
    }),
    ApiOkResponse({ description: 'Your standing, rates and lines', schema: { example: EXAMPLE_REPUTATION } }),
    __param(0, Customer()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], CustomerReputationController.prototype, "reputation", null);
CustomerReputationController = __decorate([
    ApiTags('customer account'),
    ApiBearerAuth(),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    Controller('v1/reputation'),
    UseGuards(CustomerAuthGuard),
    WholeAccount(),
    __metadata("design:paramtypes", [AccountStandingsService])
], CustomerReputationController);
export { CustomerReputationController };
//# sourceMappingURL=customer-reputation.controller.js.map