import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PlanDefinitionRecord, PlanDefinitionSchema } from './plan-definition.schema.js';
import { PlanDefinitionsController } from './plan-definitions.controller.js';
import { PlanDefinitionsService } from './plan-definitions.service.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: PlanDefinitionRecord.name, schema: PlanDefinitionSchema }])],
  controllers: [PlanDefinitionsController],
  providers: [PlanDefinitionsService],
  exports: [PlanDefinitionsService],
})
export class PlansModule {}
