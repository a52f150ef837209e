import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsFQDN, IsOptional, IsString, MaxLength } from 'class-validator';
import type { CreateCustomerDomainRequest, CustomerDomainListQuery, DomainTrackingSettings, UpdateCustomerDomainRequest } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class CreateCustomerDomainDto implements CreateCustomerDomainRequest {
  @ApiProperty({ example: 'mail.example.com' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/\.$/, '') : value))
  @IsString()
  @MaxLength(253)
  @IsFQDN({ require_tld: true }, { message: 'domain must be a valid domain name such as example.com' })
  domain: string;
}

/** The tracking switches, for the owner's PATCH and the admin's. */
export class DomainTrackingDto implements DomainTrackingSettings {
  @ApiPropertyOptional({ description: 'Add an open-tracking pixel to HTML parts' })
  @IsOptional()
  @IsBoolean({ message: 'track_opens must be true or false' })
  track_opens?: boolean;

  @ApiPropertyOptional({ description: 'Send HTML links through the tracking host to record clicks' })
  @IsOptional()
  @IsBoolean({ message: 'track_clicks must be true or false' })
  track_clicks?: boolean;
}


export class CustomerDomainListQueryDto extends PageQueryDto implements CustomerDomainListQuery {
  @ApiPropertyOptional({ description: 'Part of the domain name' })
  @IsOptional()
  @IsString()
  @MaxLength(253)
  search?: string;
}

export class UpdateCustomerDomainDto extends DomainTrackingDto implements UpdateCustomerDomainRequest {
  @ApiPropertyOptional({ description: 'List-Unsubscribe (one-click link and mailto) and List-Unsubscribe-Post on messages unless a message says otherwise' })
  @IsOptional()
  @IsBoolean({ message: 'unsubscribe_headers must be true or false' })
  unsubscribe_headers?: boolean;
}
