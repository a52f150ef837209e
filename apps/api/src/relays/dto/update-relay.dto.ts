import { PartialType } from '@nestjs/swagger';
import type { UpdateRelayRequest } from '@platform/contracts';
import { CreateRelayDto } from './create-relay.dto.js';

/** Every field optional; an empty or missing smtp_pass keeps the stored password. */
export class UpdateRelayDto extends PartialType(CreateRelayDto) implements UpdateRelayRequest {}
