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
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_LIMIT } from '@platform/contracts';
export const DEFAULT_PAGE_LIMIT = 20;
export class PageQueryDto {
    page;
    limit;
}
__decorate([
    ApiPropertyOptional({ minimum: 1, default: 1 }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    __metadata("design:type", Number)
], PageQueryDto.prototype, "page", void 0);
__decorate([
    ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: DEFAULT_PAGE_LIMIT }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(MAX_PAGE_LIMIT),
    __metadata("design:type", Number)
], PageQueryDto.prototype, "limit", void 0);
export function toPageWindow(query) {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    return { page, limit, skip: (page - 1) * limit };
}
export function toListResponse(items, total, window) {
    return { items, total, page: window.page, limit: window.limit };
}
/**
 * A search text as a regular expression for values that start with it, on a field stored in lower
 * case: anchored and case-sensitive, so that an index on the field bounds it (a case-insensitive
 * or unanchored one reads every index entry).
 */
export function startsWithPattern(text) {
    return new RegExp(`^${escapeForPattern(text.toLowerCase())}`);
}
/** A user's search text as a case-insensitive regular expression that matches it literally. */
export function literalSearchPattern(text) {
    return new RegExp(escapeForPattern(text), 'i');
}
function escapeForPattern(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
//# sourceMappingURL=page-query.dto.js.map