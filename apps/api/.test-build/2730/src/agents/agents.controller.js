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
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { AgentsService } from './agents.service.js';
import { AgentListQueryDto } from './dto/agent-list-query.dto.js';
import { CreateAgentDto } from './dto/create-agent.dto.js';
import { UpdateAgentIpsDto } from './dto/update-agent-ips.dto.js';
import { UpdateAgentDto } from './dto/update-agent.dto.js';
let AgentsController = class AgentsController {
    agentsService;
    constructor(agentsService) {
        this.agentsService = agentsService;
    }
    list(query) {
        return this.agentsService.list(query);
    }
    get(id) {
        return this.agentsService.get(id);
    }
    create(body) {
        return this.agentsService.create(body);
    }
    update(id, body) {
        return this.agentsService.update(id, body);
    }
    remove(id) {
        return this.agentsService.remove(id);
    }
    resetSecret(id) {
        return this.agentsService.resetSecret(id);
    }
    listIps(id) {
        return this.agentsService.listIps(id);
    }
    updateIps(id, body) {
        return this.agentsService.updateIps(id, body);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List sending agents', description: 'Paged, filtered by status (online, offline) and searched by name.' }),
    ApiOkResponse({ description: 'A page of agents' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [AgentListQueryDto]),
    __metadata("design:returntype", Promise)
], AgentsController.prototype, "list", null);
__decorate([
    Get(':id'),
    ApiOperation({ summary: 'One sending agent', description: 'The agent with its last heartbeat, version and sending IPs.' }),
    ApiOkResponse({ description: 'The agent' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], AgentsController.prototype, "get", null);
__decorate([
    Post(),
    ApiOperation({ summary: 'Register a sending agent', description: 'Answers the agent id and its secret, shown this once (it is stored hashed): the agent starts with them.' }),
    ApiCreatedResponse({ description: 'The agent with its secret, shown this once' }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [CreateAgentDto]),
    __metadata("design:returntype", Promise)
], AgentsController.prototype, "create", null);
__decorate([
    Patch(':id'),
    ApiOperation({ summary: 'Change a sending agent', description: 'Name, status (an inactive agent leases nothing) and the delivery routes it serves.' }),
    ApiOkResponse({ description: 'The agent as saved' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, UpdateAgentDto]),
    __metadata("design:returntype", Promise)
], AgentsController.prototype, "update", null);
__decorate([
    Delete(':id'),
    ApiOperation({ summary: 'Delete a sending agent', description: 'Its leases end and their deliveries are due again for other agents.' }),
    ApiNoContentResponse({ description: 'Deleted' }),
    HttpCode(HttpStatus.NO_CONTENT),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], AgentsController.prototype, "remove", null);
__decorate([
    Post(':id/secret/reset'),
    ApiOperation({ summary: 'Give the agent a new secret', description: 'Answers the new secret this once; the old one is refused from now on.' }),
    ApiOkResponse({ description: 'The new secret, shown this once' }),
    HttpCode(HttpStatus.OK),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], AgentsController.prototype, "resetSecret", null);
__decorate([
    Get(':id/ips'),
    ApiOperation({ summary: 'The agent\'s sending IPs', description: 'The addresses the agent reported, with their status and the domains pinned to each.' }),
    ApiOkResponse({ description: 'The agent\'s IPs' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], AgentsController.prototype, "listIps", null);
__decorate([
    Patch(':id/ips'),
    ApiOperation({ summary: 'Change the agent\'s sending IPs', description: 'Switches addresses on or off for sending and sets their host names.' }),
    ApiOkResponse({ description: 'The agent\'s IPs as saved' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, UpdateAgentIpsDto]),
    __metadata("design:returntype", Promise)
], AgentsController.prototype, "updateIps", null);
AgentsController = __decorate([
    ApiTags('agents'),
    Controller('admin/agents'),
    __metadata("design:paramtypes", [AgentsService])
], AgentsController);
export { AgentsController };
//# sourceMappingURL=agents.controller.js.map