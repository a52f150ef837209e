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
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { DomainsService } from './domains.service.js';
import { CreateDomainDto } from './dto/create-domain.dto.js';
import { DomainListQueryDto } from './dto/domain-list-query.dto.js';
import { UpdateDomainDto } from './dto/update-domain.dto.js';
let DomainsController = class DomainsController {
    domains;
    constructor(domains) {
        this.domains = domains;
    }
    list(query) {
        return this.domains.list(query);
    }
    get(id) {
        return this.domains.get(id);
    }
    create(body) {
        return this.domains.create(body);
    }
    update(id, body) {
        return this.domains.update(id, body);
    }
    remove(id) {
        return this.domains.remove(id);
    }
    verify(id) {
        return this.domains.verify(id);
    }
    toggle(id) {
        return this.domains.toggleStatus(id);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List all domains', description: 'Every account\'s domains, paged, filtered by status and owner and searched by name.' }),
    ApiOkResponse({ description: 'A page of domains' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [DomainListQueryDto]),
    __metadata("design:returntype", Promise)
], DomainsController.prototype, "list", null);
__decorate([
    Get(':id'),
    ApiOperation({ summary: 'One domain with its DNS records', description: 'The domain, its owner, its DNS records and their last lookup.' }),
    ApiOkResponse({ description: 'The domain with its owner and DNS records' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], DomainsController.prototype, "get", null);
__decorate([
    Post(),
    ApiOperation({ summary: 'Add a domain for a user', description: 'Adds a sending domain to the owner named in the body, with the send plan and relay it uses.' }),
    ApiCreatedResponse({ description: 'The domain' }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [CreateDomainDto]),
    __metadata("design:returntype", Promise)
], DomainsController.prototype, "create", null);
__decorate([
    Patch(':id'),
    ApiOperation({ summary: 'Change a domain', description: 'Owner, send plan, relay, tracking and status.' }),
    ApiOkResponse({ description: 'The domain as saved' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, UpdateDomainDto]),
    __metadata("design:returntype", Promise)
], DomainsController.prototype, "update", null);
__decorate([
    Delete(':id'),
    ApiOperation({ summary: 'Delete a domain', description: 'Mail from it is refused from now on.' }),
    ApiNoContentResponse({ description: 'Deleted' }),
    ApiConflictResponse({ description: 'The platform\'s own sending domain, which cannot be deleted' }),
    HttpCode(HttpStatus.NO_CONTENT),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], DomainsController.prototype, "remove", null);
__decorate([
    Post(':id/verify'),
    ApiOperation({ summary: 'Check a domain\'s DNS records now', description: 'Looks the records up now and answers each record\'s status.' }),
    ApiOkResponse({ description: 'Each record\'s status' }),
    HttpCode(HttpStatus.OK),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], DomainsController.prototype, "verify", null);
__decorate([
    Post(':id/toggle'),
    ApiOperation({ summary: 'Switch a domain on or off', description: 'An inactive domain sends nothing; answers the new status.' }),
    ApiOkResponse({ description: 'The domain\'s new status' }),
    HttpCode(HttpStatus.OK),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], DomainsController.prototype, "toggle", null);
DomainsController = __decorate([
    ApiTags('domains'),
    Controller('admin/domains'),
    __metadata("design:paramtypes", [DomainsService])
], DomainsController);
export { DomainsController };
//# sourceMappingURL=domains.controller.js.map