import { UpdateType } from '../../common/update-type.js';
import type { UpdateRelayRequest } from '@platform/contracts';
import { CreateRelayDto } from './create-relay.dto.js';

/** Every field optional; an empty or missing smtp_pass keeps the stored password. */
export class UpdateRelayDto extends UpdateType(CreateRelayDto) implements UpdateRelayRequest {}
