import { OmitType } from '@nestjs/swagger';
import { UpdateType } from '../../common/update-type.js';
import type { UpdateUserRequest } from '@platform/contracts';
import { CreateUserDto } from './create-user.dto.js';

/** E-mail and password are not changed by PATCH: sending them is a 400. */
export class UpdateUserDto
  extends UpdateType(OmitType(CreateUserDto, ['email', 'password'] as const))
  implements UpdateUserRequest {}
