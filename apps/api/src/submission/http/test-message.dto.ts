import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsMongoId, MaxLength } from 'class-validator';
import type { TestMessageRequest } from '@platform/contracts';

export class TestMessageDto implements TestMessageRequest {
  @ApiProperty({ example: '6650c0ffee00000000000d01', description: 'One of your domains that can send' })
  @IsMongoId({ message: 'domain_id must be the id of one of your domains' })
  domain_id: string;

  @ApiProperty({ example: 'me@example.org' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'to must be an e-mail address' })
  @MaxLength(254)
  to: string;
}
