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
import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { InjectConnection } from '@nestjs/mongoose';
import { APP_CONFIG } from '../config/app-config.token.js';
import { RouteAvailability } from '../delivery-routes/route-availability.service.js';
import { DeliveryQueueService } from '../queue/delivery-queue.service.js';
import { routeProblemsOf } from './route-problems.js';
/**
 * How long readiness waits for the database's ping. A load balancer's probe gives up after a
 * few seconds; answering 503 first says why, where its own timeout would say nothing.
 */
const READINESS_PING_TIMEOUT_MS = 2_000;
let HealthController = class HealthController {
    connection;
    config;
    queue;
    routes;
    constructor(connection, config, queue, routes) {
        this.connection = connection;
        this.config = config;
        this.queue = queue;
        this.routes = routes;
    }
    /** Answers 200 only while the database answers a ping. */
    async check() {
        try {
            await this.ping();
        }
        catch {
            throw new ServiceUnavailableException('The database is not reachable');
        }
        return { status: 'ok', database: 'up' };
    }
    /** Liveness: the process answers. Asks nothing of the database, so an outage there restarts nothing. */
    live() {
        return { status: 'ok' };
    }
    /**
     * Readiness, for load balancers: the database answers in time and the queue keeps up. Due
     * mail that no route can carry is named either way (the admin's dashboard shows it), and a
     * lagging queue's 503 says why it lags.
     */
    async ready() {
        const answered = await withTimeout(this.ping(), READINESS_PING_TIMEOUT_MS).then((ok) => ok, () => false);
        if (!answered) {
            throw new ServiceUnavailableException(`The database did not answer a ping within ${READINESS_PING_TIMEOUT_MS / 1000} seconds`);
        }
        const lagSeconds = Math.floor(this.queue.oldestDueWaitMs() / 1000);
        const maxLagSeconds = this.config.readinessMaxQueueLagSeconds;
        // A failed look-up leaves the problems unnamed; it does not make the process unready.
        const routeProblems = await routeProblemsOf(this.queue, this.routes).catch(() => []);
        if (lagSeconds > maxLagSeconds) {
            const why = routeProblems.map((problem) => `${problem.send_plan} mail waits: ${problem.reason} (fix: ${problem.fix})`);
            throw new ServiceUnavailableException(`The oldest due delivery has waited ${lagSeconds} seconds, more than ${maxLagSeconds}${why.length ? `: ${why.join('; ')}` : ''}`);
        }
        return { status: 'ok', database: 'up', queue_lag_seconds: lagSeconds, route_problems: routeProblems };
    }
    async ping() {
        await this.connection.db.admin().command({ ping: 1 });
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'Health', description: '200 while the database answers a ping, 503 otherwise.' }),
    ApiOkResponse({ description: 'The database answers' }),
    ApiServiceUnavailableResponse({ description: 'The database did not answer the ping in time' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], HealthController.prototype, "check", null);
__decorate([
    Get('live'),
    ApiOperation({ summary: 'Liveness', description: 'The process answers; asks nothing of the database, so a database outage restarts nothing.' }),
    ApiOkResponse({ description: 'The process answers' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Object)
], HealthController.prototype, "live", null);
__decorate([
    Get('ready'),
    ApiOperation({ summary: 'Readiness, for load balancers', description: '200 when the database answers in time and the queue keeps up; 503 with the reason when the oldest due delivery waited longer than READINESS_MAX_QUEUE_LAG_SECONDS or the database is down.' }),
    ApiOkResponse({ description: 'Ready to take traffic' }),
    ApiServiceUnavailableResponse({ description: 'Not ready: the body says why (database, or queue lag)' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], HealthController.prototype, "ready", null);
HealthController = __decorate([
    Controller('health'),
    __param(0, InjectConnection()),
    __param(1, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, Object, DeliveryQueueService,
        RouteAvailability])
], HealthController);
export { HealthController };
/** True when `work` settles within `ms`, false when it is still running then; rejects with it. */
async function withTimeout(work, ms) {
    let timer;
    const timedOut = new Promise((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    try {
        return await Promise.race([work.then(() => true), timedOut]);
    }
    finally {
        clearTimeout(timer);
    }
}
//# sourceMappingURL=health.controller.js.map