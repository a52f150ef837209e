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
import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AgentAuthGuard } from './agent-auth.guard.js';
import { AgentGatewayService } from './agent-gateway.service.js';
import { AgentHeartbeatDto, AgentLeaseDto, AgentReleaseDto, AgentResultDto } from './dto/agent-protocol.dto.js';
let AgentGatewayController = class AgentGatewayController {
    gateway;
    constructor(gateway) {
        this.gateway = gateway;
    }
    heartbeat(request, body) {
        return this.gateway.heartbeat(request.agent, body);
    }
    async lease(request, body) {
        return { items: await this.gateway.lease(request.agent, body.max) };
    }
    result(request, body) {
        return this.gateway.recordResult(request.agent, body);
    }
    releases(request, body) {
        return this.gateway.releaseLeases(request.agent, body);
    }
};
__decorate([
    Post('heartbeat'),
    ApiOperation({ summary: 'Report the agent alive', description: 'A sending agent reports itself (version, sending IPs, load) with its agent id and secret; the answer holds its settings. An agent missing heartbeats shows offline.' }),
    ApiOkResponse({ description: 'Recorded; the agent\'s settings' }),
    HttpCode(HttpStatus.OK),
    __param(0, Req()),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, AgentHeartbeatDto]),
    __metadata("design:returntype", Promise)
], AgentGatewayController.prototype, "heartbeat", null);
__decorate([
    Post('leases'),
    ApiOperation({ summary: 'Lease deliveries to send', description: 'Hands the agent up to `limit` due deliveries with their messages, each leased to it for a time; deliveries not reported in time go to another agent.' }),
    ApiOkResponse({ description: 'The deliveries leased to the agent (none when nothing is due)' }),
    HttpCode(HttpStatus.OK),
    __param(0, Req()),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, AgentLeaseDto]),
    __metadata("design:returntype", Promise)
], AgentGatewayController.prototype, "lease", null);
__decorate([
    Post('results'),
    ApiOperation({ summary: 'Report delivery outcomes', description: 'The outcome of each leased delivery (delivered, deferred with the next attempt, bounced or failed, with the remote answer). Results for leases the agent no longer holds are ignored and counted.' }),
    ApiOkResponse({ description: 'How many results were settled and how many were for leases the agent no longer holds' }),
    HttpCode(HttpStatus.OK),
    __param(0, Req()),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, AgentResultDto]),
    __metadata("design:returntype", Promise)
], AgentGatewayController.prototype, "result", null);
__decorate([
    Post('releases'),
    ApiOperation({ summary: 'Give leased deliveries back', description: 'Deliveries the agent will not send (it is stopping): they are due again at once for any agent.' }),
    ApiOkResponse({ description: 'How many deliveries were given back' }),
    HttpCode(HttpStatus.OK),
    __param(0, Req()),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, AgentReleaseDto]),
    __metadata("design:returntype", Promise)
], AgentGatewayController.prototype, "releases", null);
AgentGatewayController = __decorate([
    ApiTags('agent protocol'),
    ApiBearerAuth(),
    Controller('agent/v1'),
    UseGuards(AgentAuthGuard),
    __metadata("design:paramtypes", [AgentGatewayService])
], AgentGatewayController);
export { AgentGatewayController };
//# sourceMappingURL=agent-gateway.controller.js.map