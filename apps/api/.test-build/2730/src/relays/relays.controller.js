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
import { CreateRelayDto } from './dto/create-relay.dto.js';
import { RelayListQueryDto } from './dto/relay-list-query.dto.js';
import { UpdateRelayDto } from './dto/update-relay.dto.js';
import { RelaysService } from './relays.service.js';
let RelaysController = class RelaysController {
    relays;
    constructor(relays) {
        this.relays = relays;
    }
    list(query) {
        return this.relays.list(query);
    }
    get(id) {
        return this.relays.get(id);
    }
    create(body) {
        return this.relays.create(body);
    }
    update(id, body) {
        return this.relays.update(id, body);
    }
    remove(id) {
        return this.relays.remove(id);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List relays', description: 'The SMTP relays domains can send through, paged and searched; passwords are never answered.' }),
    ApiOkResponse({ description: 'A page of relays' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [RelayListQueryDto]),
    __metadata("design:returntype", Promise)
], RelaysController.prototype, "list", null);
__decorate([
    Get(':id'),
    ApiOperation({ summary: 'One relay', description: 'Host, port, security and user name of the relay; the password is never answered.' }),
    ApiOkResponse({ description: 'The relay' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], RelaysController.prototype, "get", null);
__decorate([
    Post(),
    ApiOperation({ summary: 'Add a relay', description: 'An SMTP relay (host, port, TLS, credentials); the password is stored encrypted.' }),
    ApiCreatedResponse({ description: 'The relay' }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [CreateRelayDto]),
    __metadata("design:returntype", Promise)
], RelaysController.prototype, "create", null);
__decorate([
    Patch(':id'),
    ApiOperation({ summary: 'Change a relay', description: 'Fields left out stay; a password left out keeps the stored one.' }),
    ApiOkResponse({ description: 'The relay as saved' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, UpdateRelayDto]),
    __metadata("design:returntype", Promise)
], RelaysController.prototype, "update", null);
__decorate([
    Delete(':id'),
    ApiOperation({ summary: 'Delete a relay', description: 'Deletes the relay; domains sending through it need another route.' }),
    ApiNoContentResponse({ description: 'Deleted' }),
    HttpCode(HttpStatus.NO_CONTENT),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], RelaysController.prototype, "remove", null);
RelaysController = __decorate([
    ApiTags('relays'),
    Controller('admin/relays'),
    __metadata("design:paramtypes", [RelaysService])
], RelaysController);
export { RelaysController };
//# sourceMappingURL=relays.controller.js.map