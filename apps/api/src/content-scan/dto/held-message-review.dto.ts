import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** An admin's release or drop of a held message: the note goes on its timeline. */
export class HeldMessageReviewDto {
  @ApiPropertyOptional({ example: 'Checked with the sender: a newsletter they opted into' })
  @IsOptional()
  @IsString({ message: 'note must be a string' })
  @MaxLength(500, { message: 'note must be at most 500 characters' })
  note?: string;
}
