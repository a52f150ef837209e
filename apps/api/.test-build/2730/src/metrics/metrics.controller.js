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
import { Controller, Get, Headers, Inject, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { createHash, timingSafeEqual } from 'node:crypto';
import { bearerTokenOf } from '../common/credentials.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { PlatformMetrics } from './platform-metrics.js';
/** Served at /metrics, outside /api, where Prometheus looks by default (see createApp). */
export const METRICS_PATH = 'metrics';
/**
 * The Prometheus scrape endpoint. It asks for its own token (METRICS_TOKEN, as
 * `Authorization: Bearer <token>`, which Prometheus sends with `authorization.credentials`);
 * without the variable it is off and answers 404 like any unknown path.
 */
let MetricsController = class MetricsController {
    config;
    metrics;
    constructor(config, metrics) {
        this.config = config;
        this.metrics = metrics;
    }
    async scrape(authorization, response) {
        const expected = this.config.operations.metricsToken;
        if (!expected)
            throw new NotFoundException('Metrics are off: set METRICS_TOKEN to serve them');
        if (!sameToken(bearerTokenOf(authorization), expected)) {
            response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
            throw new UnauthorizedException('A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>)');
        }
        response.type(this.metrics.registry.contentType);
        return this.metrics.exposition();
    }
};
__decorate([
    Get(),
    __param(0, Headers('authorization')),
    __param(1, Res({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], MetricsController.prototype, "scrape", null);
MetricsController = __decorate([
    ApiExcludeController(),
    Controller(METRICS_PATH),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, PlatformMetrics])
], MetricsController);
export { MetricsController };
/** Compared as hashes: equal lengths for timingSafeEqual, and no timing hint of the token's length. */
function sameToken(presented, expected) {
    const digest = (value) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(presented), digest(expected));
}
//# sourceMappingURL=metrics.controller.js.map