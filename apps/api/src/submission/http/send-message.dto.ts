import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBase64,
  IsBoolean,
  IsEmail,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import type { MessageAttachment, SendMessageRequest } from '@platform/contracts';

/** One address or a list of them arrives; the rules below see a list either way. */
const toList = ({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value);

/** A header name as RFC 5322 allows, so no value can smuggle a line break into the headers. */
const HEADER_NAME = /^[!-9;-~]+$/;

export class MessageAttachmentDto implements MessageAttachment {
  @ApiProperty({ example: 'invoice.pdf' })
  @IsString()
  @MaxLength(255)
  filename: string;

  @ApiProperty({ description: 'Base64 of the file' })
  @IsBase64({}, { message: 'attachments.content must be base64' })
  content: string;

  @ApiPropertyOptional({ example: 'application/pdf' })
  @IsOptional()
  @Matches(/^[\w.+-]+\/[\w.+-]+$/, { message: 'attachments.content_type must be a media type like text/plain' })
  content_type?: string;
}

export class SendMessageDto implements SendMessageRequest {
  @ApiProperty({ example: 'Ada <ada@example.com>' })
  @IsString()
  @MaxLength(320)
  from: string;

  @ApiProperty({ type: [String], example: ['bob@example.org'] })
  @Transform(toList)
  @IsArray()
  @ArrayNotEmpty({ message: 'to must name at least one recipient' })
  @IsEmail({}, { each: true, message: 'to must contain only e-mail addresses' })
  to: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @Transform(toList)
  @IsArray()
  @IsEmail({}, { each: true, message: 'cc must contain only e-mail addresses' })
  cc?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @Transform(toList)
  @IsArray()
  @IsEmail({}, { each: true, message: 'bcc must contain only e-mail addresses' })
  bcc?: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsEmail({}, { message: 'reply_to must be an e-mail address' })
  reply_to?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(998)
  subject?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  text?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  html?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  @IsOptional()
  @IsObject()
  headers?: Record<string, string>;

  @ApiPropertyOptional({ type: [MessageAttachmentDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => MessageAttachmentDto)
  attachments?: MessageAttachmentDto[];

  @ApiPropertyOptional({
    description:
      'true adds List-Unsubscribe (one-click link and mailto, per recipient) and List-Unsubscribe-Post, false leaves them out; ' +
      "absent: the sender domain's unsubscribe_headers setting decides. Same as the header X-Platform-Unsubscribe: on/off.",
  })
  @IsOptional()
  @IsBoolean({ message: 'unsubscribe must be true or false' })
  unsubscribe?: boolean;
}

/** Custom headers must have valid names and single-line string values. */
export function headerProblems(headers: Record<string, unknown> | undefined): string[] {
  return Object.entries(headers ?? {}).flatMap(([name, value]) => {
    if (!HEADER_NAME.test(name)) return [`headers: "${name}" is not a valid header name`];
    if (typeof value !== 'string' || /[\r\n]/.test(value)) return [`headers: ${name} must be a single-line string`];
    return [];
  });
}
