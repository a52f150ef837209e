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
import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PageQueryDto } from '../common/page-query.dto.js';
import { AgentIpsService } from './agent-ips.service.js';
import { UpdateIpDto } from './dto/update-ip.dto.js';
import { ParseIpAddressPipe } from './parse-ip-address.pipe.js';
/** Every agent's sending IPs in one list, for the Manage IP's page. */
let IpsController = class IpsController {
    agentIpsService;
    constructor(agentIpsService) {
        this.agentIpsService = agentIpsService;
    }
    list(query) {
        return this.agentIpsService.list(query);
    }
    update(ip, body) {
        return this.agentIpsService.update(ip, body);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List every agent\'s sending IPs', description: 'One row per address across all agents, for the Manage IP\'s screen; paged.' }),
    ApiOkResponse({ description: 'A page of sending IPs' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [PageQueryDto]),
    __metadata("design:returntype", Promise)
], IpsController.prototype, "list", null);
__decorate([
    Patch(':ip'),
    ApiOperation({ summary: 'Change one sending IP', description: 'Status, reverse host name and warm-up of the address, whichever agent reported it.' }),
    ApiOkResponse({ description: 'The IP as saved' }),
    __param(0, Param('ip', ParseIpAddressPipe)),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, UpdateIpDto]),
    __metadata("design:returntype", Promise)
], IpsController.prototype, "update", null);
IpsController = __decorate([
    ApiTags('ips'),
    Controller('admin/ips'),
    __metadata("design:paramtypes", [AgentIpsService])
], IpsController);
export { IpsController };
//# sourceMappingURL=ips.controller.js.map