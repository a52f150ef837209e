import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsFQDN, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { canonicalIpAddress } from '../ip-address.js';
import { NormalizeHostName } from './host-name.js';

/** An IPv4 or IPv6 address, turned into its canonical spelling before it is checked. */
function IsIpAddress(validationOptions?: ValidationOptions): PropertyDecorator {
  const canonicalise = Transform(({ value }) => (typeof value === 'string' ? (canonicalIpAddress(value) ?? value) : value));
  const check = ValidateBy(
    { name: 'isIpAddress', validator: { validate: (value: unknown) => typeof value === 'string' && canonicalIpAddress(value) !== null } },
    validationOptions,
  );
  return (target, property) => {
    canonicalise(target, property);
    check(target, property);
  };
}

export class AgentIpItemDto {
  @ApiProperty({ example: '203.0.113.10', description: 'IPv4 or IPv6 address' })
  @IsIpAddress({ message: 'ip must be an IPv4 or IPv6 address' })
  ip: string;

  @ApiProperty({ example: 'mta1.example.net', description: 'Host name the agent greets recipient servers with from this IP' })
  @NormalizeHostName()
  @IsFQDN({ require_tld: true }, { message: 'helo must be a valid host name' })
  @MaxLength(253)
  helo: string;
}
