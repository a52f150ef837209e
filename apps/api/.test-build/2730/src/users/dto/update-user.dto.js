import { OmitType } from '@nestjs/swagger';
import { UpdateType } from '../../common/update-type.js';
import { CreateUserDto } from './create-user.dto.js';
/** E-mail and password are not changed by PATCH: sending them is a 400. */
export class UpdateUserDto extends UpdateType(OmitType(CreateUserDto, ['email', 'password'])) {
}
//# sourceMappingURL=update-user.dto.js.map