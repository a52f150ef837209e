import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_LIMIT, type ListResponse, type PageQuery } from '@platform/contracts';

export const DEFAULT_PAGE_LIMIT = 20;

export class PageQueryDto implements PageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: DEFAULT_PAGE_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_LIMIT)
  limit?: number;
}

export interface PageWindow {
  page: number;
  limit: number;
  skip: number;
}

export function toPageWindow(query: PageQuery): PageWindow {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  return { page, limit, skip: (page - 1) * limit };
}

export function toListResponse<T>(items: T[], total: number, window: PageWindow): ListResponse<T> {
  return { items, total, page: window.page, limit: window.limit };
}

/**
 * A search text as a regular expression for values that start with it, on a field stored in lower
 * case: anchored and case-sensitive, so that an index on the field bounds it (a case-insensitive
 * or unanchored one reads every index entry).
 */
export function startsWithPattern(text: string): RegExp {
  return new RegExp(`^${escapeForPattern(text.toLowerCase())}`);
}

/** A user's search text as a case-insensitive regular expression that matches it literally. */
export function literalSearchPattern(text: string): RegExp {
  return new RegExp(escapeForPattern(text), 'i');
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
