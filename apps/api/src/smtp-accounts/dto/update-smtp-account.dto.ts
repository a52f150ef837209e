import { OmitType, PartialType } from '@nestjs/swagger';
import type { UpdateSmtpAccountRequest } from '@platform/contracts';
import { CreateSmtpAccountDto } from './create-smtp-account.dto.js';

/** The e-mail address is the account's user name and fixed after create: sending it is a 400. */
export class UpdateSmtpAccountDto
  extends PartialType(OmitType(CreateSmtpAccountDto, ['email'] as const))
  implements UpdateSmtpAccountRequest {}
