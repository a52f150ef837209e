var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
/** An admin's release or drop of a held message: the note goes on its timeline. */
export class HeldMessageReviewDto {
    note;
}
__decorate([
    ApiPropertyOptional({ example: 'Checked with the sender: a newsletter they opted into' }),
    IsOptional(),
    IsString({ message: 'note must be a string' }),
    MaxLength(500, { message: 'note must be at most 500 characters' }),
    __metadata("design:type", String)
], HeldMessageReviewDto.prototype, "note", void 0);
//# sourceMappingURL=held-message-review.dto.js.map