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
import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { LinkRateLimitGuard } from '../rate-limits/link-rate-limit.guard.js';
import { ONE_CLICK_UNSUBSCRIBE_BODY } from '@platform/contracts';
import { confirmationPage, invalidLinkPage, UNSUBSCRIBE_PAGE_POLICY, unsubscribedPage } from './unsubscribe-page.js';
import { UnsubscribeService } from './unsubscribe.service.js';
/**
 * The link of List-Unsubscribe, below the site's root (not /api): PUBLIC_URL/u/<token>. No
 * authentication: the signed token is the permission, and all it can do is unsubscribe the one
 * recipient it names, so a forged cross-site POST achieves nothing a link click would not.
 */
let UnsubscribeController = class UnsubscribeController {
    unsubscribe;
    constructor(unsubscribe) {
        this.unsubscribe = unsubscribe;
    }
    async confirm(token, response) {
        const recipient = await this.unsubscribe.recipientOf(token);
        if (!recipient)
            return sendPage(response, HttpStatus.NOT_FOUND, invalidLinkPage());
        sendPage(response, HttpStatus.OK, confirmationPage(recipient.address, recipient.domain));
    }
    async oneClick(token, via, response) {
        const recipient = await this.unsubscribe.unsubscribe(token, via === 'page' ? 'confirmation page' : 'one-click');
        if (!recipient)
            return sendPage(response, HttpStatus.NOT_FOUND, invalidLinkPage());
        sendPage(response, HttpStatus.OK, unsubscribedPage(recipient.address, recipient.domain));
    }
};
__decorate([
    Get(':token'),
    ApiOperation({
        summary: 'Confirmation page with an Unsubscribe button; changes nothing',
        description: 'The List-Unsubscribe link a reader opens in a browser: an HTML page naming the address, whose button POSTs to the same URL. Mail scanners that follow links unsubscribe nobody.',
    }),
    ApiOkResponse({ description: 'HTML page' }),
    ApiNotFoundResponse({ description: 'Not a valid unsubscribe link' }),
    __param(0, Param('token')),
    __param(1, Res()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", Promise)
], UnsubscribeController.prototype, "confirm", null);
__decorate([
    Post(':token'),
    HttpCode(HttpStatus.OK),
    ApiOperation({
        summary: `One-click unsubscribe (RFC 8058: mailbox providers POST "${ONE_CLICK_UNSUBSCRIBE_BODY}"), or the confirmation page's button`,
        description: 'Suppresses the one recipient the signed token names for the sending account, records an unsubscribed event on the message and sends its webhook. No authentication: the token is the permission.',
    }),
    ApiQuery({ name: 'via', required: false, description: '"page" when sent by the confirmation page' }),
    ApiOkResponse({ description: 'Unsubscribed (again: answered the same)' }),
    ApiNotFoundResponse({ description: 'Not a valid unsubscribe link: nothing is recorded' }),
    __param(0, Param('token')),
    __param(1, Query('via')),
    __param(2, Res()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object]),
    __metadata("design:returntype", Promise)
], UnsubscribeController.prototype, "oneClick", null);
UnsubscribeController = __decorate([
    ApiTags('unsubscribe'),
    UseGuards(LinkRateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Too many requests from this client or for this link (LINK_RATE_LIMIT_*); see Retry-After' }),
    Controller('u'),
    __metadata("design:paramtypes", [UnsubscribeService])
], UnsubscribeController);
export { UnsubscribeController };
function sendPage(response, status, html) {
    response
        .status(status)
        .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': UNSUBSCRIBE_PAGE_POLICY,
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
    })
        .send(html);
}
//# sourceMappingURL=unsubscribe.controller.js.map