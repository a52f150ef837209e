import { IntersectionType, OmitType, PartialType } from '@nestjs/swagger';
import { CreateDomainDto } from './create-domain.dto.js';
import { DomainTrackingDto } from './customer-domain.dto.js';
/**
 * The domain name is fixed (its DKIM key and DNS records belong to it): sending it is a 400.
 * A missing send_plan follows the plan; the same rules as on create are checked again.
 */
export class UpdateDomainDto extends IntersectionType(PartialType(OmitType(CreateDomainDto, ['domain'])), DomainTrackingDto) {
}
//# sourceMappingURL=update-domain.dto.js.map