import { UpdateType } from '../../common/update-type.js';
import { CreateRelayDto } from './create-relay.dto.js';
/** Every field optional; an empty or missing smtp_pass keeps the stored password. */
export class UpdateRelayDto extends UpdateType(CreateRelayDto) {
}
//# sourceMappingURL=update-relay.dto.js.map