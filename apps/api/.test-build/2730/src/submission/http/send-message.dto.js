var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBase64, IsBoolean, IsEmail, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested, } from 'class-validator';
/** One address or a list of them arrives; the rules below see a list either way. */
const toList = ({ value }) => (typeof value === 'string' ? [value] : value);
/** A header name as RFC 5322 allows, so no value can smuggle a line break into the headers. */
const HEADER_NAME = /^[!-9;-~]+$/;
export class MessageAttachmentDto {
    filename;
    content;
    content_type;
}
__decorate([
    ApiProperty({ example: 'invoice.pdf' }),
    IsString(),
    MaxLength(255),
    __metadata("design:type", String)
], MessageAttachmentDto.prototype, "filename", void 0);
__decorate([
    ApiProperty({ description: 'Base64 of the file' }),
    IsBase64({}, { message: 'attachments.content must be base64' }),
    __metadata("design:type", String)
], MessageAttachmentDto.prototype, "content", void 0);
__decorate([
    ApiPropertyOptional({ example: 'application/pdf' }),
    IsOptional(),
    Matches(/^[\w.+-]+\/[\w.+-]+$/, { message: 'attachments.content_type must be a media type like text/plain' }),
    __metadata("design:type", String)
], MessageAttachmentDto.prototype, "content_type", void 0);
export class SendMessageDto {
    from;
    to;
    cc;
    bcc;
    reply_to;
    subject;
    text;
    html;
    headers;
    attachments;
    unsubscribe;
}
__decorate([
    ApiProperty({ example: 'Ada <ada@example.com>' }),
    IsString(),
    MaxLength(320),
    __metadata("design:type", String)
], SendMessageDto.prototype, "from", void 0);
__decorate([
    ApiProperty({ type: [String], example: ['bob@example.org'] }),
    Transform(toList),
    IsArray(),
    ArrayNotEmpty({ message: 'to must name at least one recipient' }),
    IsEmail({}, { each: true, message: 'to must contain only e-mail addresses' }),
    __metadata("design:type", Array)
], SendMessageDto.prototype, "to", void 0);
__decorate([
    ApiPropertyOptional({ type: [String] }),
    IsOptional(),
    Transform(toList),
    IsArray(),
    IsEmail({}, { each: true, message: 'cc must contain only e-mail addresses' }),
    __metadata("design:type", Array)
], SendMessageDto.prototype, "cc", void 0);
__decorate([
    ApiPropertyOptional({ type: [String] }),
    IsOptional(),
    Transform(toList),
    IsArray(),
    IsEmail({}, { each: true, message: 'bcc must contain only e-mail addresses' }),
    __metadata("design:type", Array)
], SendMessageDto.prototype, "bcc", void 0);
__decorate([
    ApiPropertyOptional(),
    IsOptional(),
    IsEmail({}, { message: 'reply_to must be an e-mail address' }),
    __metadata("design:type", String)
], SendMessageDto.prototype, "reply_to", void 0);
__decorate([
    ApiPropertyOptional(),
    IsOptional(),
    IsString(),
    MaxLength(998),
    __metadata("design:type", String)
], SendMessageDto.prototype, "subject", void 0);
__decorate([
    ApiPropertyOptional(),
    IsOptional(),
    IsString(),
    __metadata("design:type", String)
], SendMessageDto.prototype, "text", void 0);
__decorate([
    ApiPropertyOptional(),
    IsOptional(),
    IsString(),
    __metadata("design:type", String)
], SendMessageDto.prototype, "html", void 0);
__decorate([
    ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } }),
    IsOptional(),
    IsObject(),
    __metadata("design:type", Object)
], SendMessageDto.prototype, "headers", void 0);
__decorate([
    ApiPropertyOptional({ type: [MessageAttachmentDto] }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(100),
    ValidateNested({ each: true }),
    Type(() => MessageAttachmentDto),
    __metadata("design:type", Array)
], SendMessageDto.prototype, "attachments", void 0);
__decorate([
    ApiPropertyOptional({
        description: 'true adds List-Unsubscribe (one-click link and mailto, per recipient) and List-Unsubscribe-Post, false leaves them out; ' +
            "absent: the sender domain's unsubscribe_headers setting decides. Same as the header X-Platform-Unsubscribe: on/off.",
    }),
    IsOptional(),
    IsBoolean({ message: 'unsubscribe must be true or false' }),
    __metadata("design:type", Boolean)
], SendMessageDto.prototype, "unsubscribe", void 0);
/** Custom headers must have valid names and single-line string values. */
export function headerProblems(headers) {
    return Object.entries(headers ?? {}).flatMap(([name, value]) => {
        if (!HEADER_NAME.test(name))
            return [`headers: "${name}" is not a valid header name`];
        if (typeof value !== 'string' || /[\r\n]/.test(value))
            return [`headers: ${name} must be a single-line string`];
        return [];
    });
}
//# sourceMappingURL=send-message.dto.js.map