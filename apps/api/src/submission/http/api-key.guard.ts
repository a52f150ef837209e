import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { bearerTokenOf } from '../../common/credentials.js';
import type { UserDocument } from '../../users/user.schema.js';
import { UsersService } from '../../users/users.service.js';

export interface ApiKeyRequest extends Request {
  apiUser: UserDocument;
}

/** Senders authenticate with `Authorization: Bearer <api key>`; the user it names is put on the request. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(private readonly usersService: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiKeyRequest>();
    const apiKey = bearerTokenOf(request.header('authorization'));
    const user = apiKey ? await this.usersService.findByApiKey(apiKey) : null;
    if (!user) throw new UnauthorizedException('A valid API key is required: Authorization: Bearer <api key>');
    request.apiUser = user;
    return true;
  }
}
