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
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, } from '@platform/contracts';
import { Customer } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import { CustomerSmtpCredentialsService } from './customer-smtp-credentials.service.js';
import { CreateSmtpCredentialDto, SmtpCredentialListQueryDto, UpdateSmtpCredentialDto } from './dto/customer-smtp-credential.dto.js';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';
const EXAMPLE_CREDENTIAL = {
    _id: '6650c0ffee00000000000c01',
    email: 'app@mail.example.com',
    domain: 'mail.example.com',
    quota: 0,
    status: 'active',
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
};
const EXAMPLE_CONNECTION = { host: 'smtp.platform.example', port: 2587, security: 'starttls', auth_methods: ['PLAIN', 'LOGIN'] };
const EXAMPLE_SECRET = { credential: EXAMPLE_CREDENTIAL, smtp_password: 'k7Qm2xWp9RtZ4vBn8cHd', connection: EXAMPLE_CONNECTION };
let CustomerSmtpCredentialsController = class CustomerSmtpCredentialsController {
    credentials;
    constructor(credentials) {
        this.credentials = credentials;
    }
    list(scope, query) {
        return this.credentials.list(scope, query);
    }
    /** The password is in this answer only: it is stored hashed. */
    create(scope, body) {
        return this.credentials.create(scope, body);
    }
    rotate(scope, id) {
        return this.credentials.rotate(scope, id);
    }
    update(scope, id, body) {
        return this.credentials.update(scope, id, body);
    }
    remove(scope, id) {
        return this.credentials.remove(scope, id);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List the account\'s SMTP credentials', description: 'Paged, with the connection settings (host, ports, security) to use them with; passwords are never answered.' }),
    ApiOkResponse({ description: 'A page of credentials and the connection settings', schema: { example: { items: [EXAMPLE_CREDENTIAL], total: 1, page: 1, limit: 20, connection: EXAMPLE_CONNECTION } } }),
    __param(0, Customer()),
    __param(1, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, SmtpCredentialListQueryDto]),
    __metadata("design:returntype", Promise)
], CustomerSmtpCredentialsController.prototype, "list", null);
__decorate([
    Post(),
    ApiOperation({ summary: 'Create an SMTP credential', description: 'A user name (an address on one of the account\'s domains) and a generated password, which is in this answer only: it is stored hashed.' }),
    ApiExampleBody(CreateSmtpCredentialDto, { email: 'app@mail.example.com', quota: 1000 }),
    ApiCreatedResponse({ description: 'The credential with its password, shown this once', schema: { example: EXAMPLE_SECRET } }),
    __param(0, Customer()),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, CreateSmtpCredentialDto]),
    __metadata("design:returntype", Promise)
], CustomerSmtpCredentialsController.prototype, "create", null);
__decorate([
    Post(':id/rotate'),
    ApiOperation({ summary: 'Give an SMTP credential a new password', description: 'Answers the new password this once; the old one is refused from now on.' }),
    HttpCode(HttpStatus.OK),
    ApiOkResponse({ description: 'The credential with its new password, shown this once', schema: { example: EXAMPLE_SECRET } }),
    ApiNotFoundResponse({ description: 'No such credential in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CustomerSmtpCredentialsController.prototype, "rotate", null);
__decorate([
    Patch(':id'),
    ApiOperation({ summary: 'Change an SMTP credential', description: 'Status (an inactive credential cannot log in) and daily quota.' }),
    ApiExampleBody(UpdateSmtpCredentialDto, { status: 'inactive' }),
    ApiOkResponse({ description: 'The credential as saved', schema: { example: { ...EXAMPLE_CREDENTIAL, status: 'inactive' } } }),
    ApiNotFoundResponse({ description: 'No such credential in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __param(2, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, UpdateSmtpCredentialDto]),
    __metadata("design:returntype", Promise)
], CustomerSmtpCredentialsController.prototype, "update", null);
__decorate([
    Delete(':id'),
    ApiOperation({ summary: 'Delete an SMTP credential', description: 'It cannot log in from now on.' }),
    HttpCode(HttpStatus.NO_CONTENT),
    ApiNoContentResponse({ description: 'Deleted' }),
    ApiNotFoundResponse({ description: 'No such credential in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CustomerSmtpCredentialsController.prototype, "remove", null);
CustomerSmtpCredentialsController = __decorate([
    ApiTags('customer SMTP credentials'),
    ApiBearerAuth(),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    Controller('v1/smtp-credentials'),
    UseGuards(CustomerAuthGuard),
    __metadata("design:paramtypes", [CustomerSmtpCredentialsService])
], CustomerSmtpCredentialsController);
export { CustomerSmtpCredentialsController };
//# sourceMappingURL=customer-smtp-credentials.controller.js.map