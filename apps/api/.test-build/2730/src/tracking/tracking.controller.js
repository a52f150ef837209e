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
import { Controller, Get, Headers, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { LinkRateLimitGuard } from '../rate-limits/link-rate-limit.guard.js';
import { TrackingService } from './tracking.service.js';
/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/**
 * The tracking host's routes (outside /api: the URLs sit in delivered mail). Mail clients load
 * the pixel from other origins, so it is served with Cross-Origin-Resource-Policy: cross-origin
 * (the API's own responses default to same-origin), and never cached, so each open reaches us.
 * They answer on the platform's host and on customers' track.<domain> hosts (by the Host header).
 */
let TrackingController = class TrackingController {
    tracking;
    constructor(tracking) {
        this.tracking = tracking;
    }
    async open(file, userAgent, request, response) {
        await this.tracking.recordOpen(file.endsWith('.gif') ? file.slice(0, -'.gif'.length) : '', { host: request.hostname ?? '', userAgent });
        response
            .status(200)
            .set({
            'Content-Type': 'image/gif',
            'Cache-Control': 'no-store, no-cache, must-revalidate, private',
            'Cross-Origin-Resource-Policy': 'cross-origin',
        })
            .end(PIXEL);
    }
    async click(token, userAgent, request, response) {
        const url = await this.tracking.recordClick(token, { host: request.hostname ?? '', userAgent });
        response.status(302).set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'Cross-Origin-Resource-Policy': 'cross-origin' }).location(url).end();
    }
};
__decorate([
    Get('o/:file'),
    ApiOperation({ summary: 'Open-tracking pixel', description: 'A 1x1 GIF that records an open on the message\'s timeline (one a minute per recipient) and sends the message.opened webhook. Served outside /api, on the platform\'s host and on customers\' track.<domain> hosts.' }),
    ApiOkResponse({ description: 'A 1x1 GIF; the open is recorded on the message timeline' }),
    ApiNotFoundResponse({ description: 'Not a token this server issued, or not one for this host' }),
    __param(0, Param('file')),
    __param(1, Headers('user-agent')),
    __param(2, Req()),
    __param(3, Res()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object, Object]),
    __metadata("design:returntype", Promise)
], TrackingController.prototype, "open", null);
__decorate([
    Get('c/:token'),
    ApiOperation({ summary: 'Tracked link', description: 'Records a click on the message\'s timeline and redirects to the link\'s original URL.' }),
    ApiFoundResponse({ description: 'Redirects to the link\'s original URL; the click is recorded on the message timeline' }),
    ApiNotFoundResponse({ description: 'Not a token this server issued, or not one for this host' }),
    __param(0, Param('token')),
    __param(1, Headers('user-agent')),
    __param(2, Req()),
    __param(3, Res()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object, Object]),
    __metadata("design:returntype", Promise)
], TrackingController.prototype, "click", null);
TrackingController = __decorate([
    ApiTags('tracking'),
    UseGuards(LinkRateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Too many requests from this client or for this link (LINK_RATE_LIMIT_*); see Retry-After' }),
    Controller('t'),
    __metadata("design:paramtypes", [TrackingService])
], TrackingController);
export { TrackingController };
//# sourceMappingURL=tracking.controller.js.map