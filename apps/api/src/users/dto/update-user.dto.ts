import { OmitType, PartialType } from '@nestjs/swagger';
import type { UpdateUserRequest } from '@platform/contracts';
import { CreateUserDto } from './create-user.dto.js';

/** E-mail and password are not changed by PATCH: sending them is a 400. */
export class UpdateUserDto
  extends PartialType(OmitType(CreateUserDto, ['email', 'password'] as const))
  implements UpdateUserRequest {}
