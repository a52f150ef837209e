import { ApiProperty } from '@nestjs/swagger';
import { IsMongoId, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { CreateUserPlanRequest } from '@platform/contracts';

export class CreateUserPlanDto implements CreateUserPlanRequest {
  @ApiProperty({ example: '65f1c0ffee0000000000abcd', description: 'The user who gets the plan' })
  @IsMongoId({ message: 'user_id must be the id of a user' })
  user_id: string;

  @ApiProperty({ example: 'starter', description: 'plan_code of an active plan definition' })
  @IsString()
  @IsNotEmpty({ message: 'plan_code is required' })
  @MaxLength(64)
  plan_code: string;
}
