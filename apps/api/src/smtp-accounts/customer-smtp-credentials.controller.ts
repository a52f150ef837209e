import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  CUSTOMER_SESSION_COOKIE,
  type SmtpConnectionSettings,
  type SmtpCredential,
  type SmtpCredentialListResponse,
  type SmtpCredentialSecretResponse,
  type CreateSmtpCredentialRequest,
  type UpdateSmtpCredentialRequest,
} from '@platform/contracts';
import { Customer } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { CustomerSmtpCredentialsService } from './customer-smtp-credentials.service.js';
import { CreateSmtpCredentialDto, SmtpCredentialListQueryDto, UpdateSmtpCredentialDto } from './dto/customer-smtp-credential.dto.js';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';

const EXAMPLE_CREDENTIAL: SmtpCredential = {
  _id: '6650c0ffee00000000000c01',
  email: 'app@mail.example.com',
  domain: 'mail.example.com',
  quota: 0,
  status: 'active',
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};
const EXAMPLE_CONNECTION: SmtpConnectionSettings = { host: 'smtp.platform.example', port: 2587, security: 'starttls', auth_methods: ['PLAIN', 'LOGIN'] };
const EXAMPLE_SECRET: SmtpCredentialSecretResponse = { credential: EXAMPLE_CREDENTIAL, smtp_password: 'k7Qm2xWp9RtZ4vBn8cHd', connection: EXAMPLE_CONNECTION };

@ApiTags('customer SMTP credentials')
@ApiBearerAuth()
@ApiCookieAuth(CUSTOMER_SESSION_COOKIE)
@Controller('v1/smtp-credentials')
@UseGuards(CustomerAuthGuard)
export class CustomerSmtpCredentialsController {
  constructor(private readonly credentials: CustomerSmtpCredentialsService) {}

  @Get()
  @ApiOperation({ summary: 'List the account\'s SMTP credentials', description: 'Paged, with the connection settings (host, ports, security) to use them with; passwords are never answered.' })
  @ApiOkResponse({ description: 'A page of credentials and the connection settings', schema: { example: { items: [EXAMPLE_CREDENTIAL], total: 1, page: 1, limit: 20, connection: EXAMPLE_CONNECTION } } })
  list(@Customer() scope: CustomerScope, @Query() query: SmtpCredentialListQueryDto): Promise<SmtpCredentialListResponse> {
    return this.credentials.list(scope, query);
  }

  /** The password is in this answer only: it is stored hashed. */
  @Post()
  @ApiOperation({ summary: 'Create an SMTP credential', description: 'A user name (an address on one of the account\'s domains) and a generated password, which is in this answer only: it is stored hashed.' })
  @ApiExampleBody<CreateSmtpCredentialRequest>(CreateSmtpCredentialDto, { email: 'app@mail.example.com', quota: 1000 })
  @ApiCreatedResponse({ description: 'The credential with its password, shown this once', schema: { example: EXAMPLE_SECRET } })
  create(@Customer() scope: CustomerScope, @Body() body: CreateSmtpCredentialDto): Promise<SmtpCredentialSecretResponse> {
    return this.credentials.create(scope, body);
  }

  @Post(':id/rotate')
  @ApiOperation({ summary: 'Give an SMTP credential a new password', description: 'Answers the new password this once; the old one is refused from now on.' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The credential with its new password, shown this once', schema: { example: EXAMPLE_SECRET } })
  @ApiNotFoundResponse({ description: 'No such credential in this account' })
  rotate(@Customer() scope: CustomerScope, @Param('id') id: string): Promise<SmtpCredentialSecretResponse> {
    return this.credentials.rotate(scope, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change an SMTP credential', description: 'Status (an inactive credential cannot log in) and daily quota.' })
  @ApiExampleBody<UpdateSmtpCredentialRequest>(UpdateSmtpCredentialDto, { status: 'inactive' })
  @ApiOkResponse({ description: 'The credential as saved', schema: { example: { ...EXAMPLE_CREDENTIAL, status: 'inactive' } } })
  @ApiNotFoundResponse({ description: 'No such credential in this account' })
  update(@Customer() scope: CustomerScope, @Param('id') id: string, @Body() body: UpdateSmtpCredentialDto): Promise<SmtpCredential> {
    return this.credentials.update(scope, id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an SMTP credential', description: 'It cannot log in from now on.' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No such credential in this account' })
  remove(@Customer() scope: CustomerScope, @Param('id') id: string): Promise<void> {
    return this.credentials.remove(scope, id);
  }
}
