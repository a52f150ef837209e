import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsFQDN, IsIn, IsIP, IsMongoId, IsOptional, IsString, MaxLength } from 'class-validator';
import { SEND_PLANS, type CreateDomainRequest, type SendPlan } from '@platform/contracts';
import { canonicalIpAddress } from '../../agents/ip-address.js';

/** More dedicated IPs than one domain sends from in practice; keeps the ownership lookup small. */
const MAX_DEDICATED_IPS = 64;

/** Domain names are compared lower-case and without the root dot a zone file may carry. */
const normalizeDomainName = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase().replace(/\.$/, '') : value;

/** The console sends '' for "no relay". */
const emptyAsNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

/** IPs in the spelling agents keep them in (so they compare equal), empties and repeats dropped. */
const normalizeIpList = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? [...new Set(value.map((ip) => (typeof ip === 'string' ? (canonicalIpAddress(ip) ?? ip.trim()) : ip)).filter((ip) => ip !== ''))]
    : value;

export class CreateDomainDto implements CreateDomainRequest {
  @ApiProperty({ example: 'mail.example.com' })
  @Transform(normalizeDomainName)
  @IsString()
  @MaxLength(253)
  @IsFQDN({ require_tld: true }, { message: 'domain must be a valid domain name such as example.com' })
  domain: string;

  @ApiProperty({ example: '65f1c0ffee0000000000abcd' })
  @IsMongoId({ message: 'user_id must be the id of a user' })
  user_id: string;

  @ApiProperty({ example: '65f1c0ffee0000000000abce', description: 'An active plan of that user' })
  @IsMongoId({ message: 'user_plan_id must be the id of a user plan' })
  user_plan_id: string;

  @ApiProperty({ enum: SEND_PLANS, description: 'Must follow the plan: normal → provider, agent → byoip, bulletproof → bulletproof' })
  @IsIn(SEND_PLANS)
  send_plan: SendPlan;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Required for bulletproof plans, refused otherwise' })
  @Transform(emptyAsNull)
  @IsOptional()
  @IsMongoId({ message: 'bulletproof_relay_id must be the id of a relay' })
  bulletproof_relay_id?: string | null;

  @ApiPropertyOptional({ type: [String], example: ['203.0.113.7'], description: "Only for agent plans: IPs of the user's own agents" })
  @Transform(normalizeIpList)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_DEDICATED_IPS)
  @IsIP(undefined, { each: true, message: 'dedicated_ips must be a list of IP addresses' })
  dedicated_ips?: string[];

  @ApiPropertyOptional({ default: false, description: 'List-Unsubscribe and List-Unsubscribe-Post on messages unless a message says otherwise' })
  @IsOptional()
  @IsBoolean({ message: 'unsubscribe_headers must be true or false' })
  unsubscribe_headers?: boolean;
}
