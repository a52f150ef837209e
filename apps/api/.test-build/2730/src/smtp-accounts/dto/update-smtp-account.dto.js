import { OmitType } from '@nestjs/swagger';
import { UpdateType } from '../../common/update-type.js';
import { CreateSmtpAccountDto } from './create-smtp-account.dto.js';
/** The e-mail address is the account's user name and fixed after create: sending it is a 400. */
export class UpdateSmtpAccountDto extends UpdateType(OmitType(CreateSmtpAccountDto, ['email'])) {
}
//# sourceMappingURL=update-smtp-account.dto.js.map