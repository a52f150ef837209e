var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsMongoId, MaxLength } from 'class-validator';
export class TestMessageDto {
    domain_id;
    to;
}
__decorate([
    ApiProperty({ example: '6650c0ffee00000000000d01', description: 'One of your domains that can send' }),
    IsMongoId({ message: 'domain_id must be the id of one of your domains' }),
    __metadata("design:type", String)
], TestMessageDto.prototype, "domain_id", void 0);
__decorate([
    ApiProperty({ example: 'me@example.org' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsEmail({}, { message: 'to must be an e-mail address' }),
    MaxLength(254),
    __metadata("design:type", String)
], TestMessageDto.prototype, "to", void 0);
//# sourceMappingURL=test-message.dto.js.map