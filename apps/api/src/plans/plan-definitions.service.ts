import { ConflictException, Inject, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CreatePlanDefinitionRequest, ListResponse, PlanDefinition } from '@platform/contracts';
import { countMatching } from '../common/collection-count.js';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DatabaseIndexes } from '../database/database-indexes.service.js';
import type { AppConfig } from '../config/app-config.js';
import type { CreatePlanDefinitionDto } from './dto/create-plan-definition.dto.js';
import type { PlanDefinitionListQueryDto } from './dto/plan-definition-list-query.dto.js';
import type { UpdatePlanDefinitionDto } from './dto/update-plan-definition.dto.js';
import { DEFAULT_PLAN_DEFINITIONS, readPlanDefinitionsFile } from './plan-definition-seed.js';
import { toPlanDefinitionResponse } from './plan-definition-response.js';
import { PlanDefinitionRecord, type PlanDefinitionDocument } from './plan-definition.schema.js';

const DUPLICATE_KEY = 11000;

@Injectable()
export class PlanDefinitionsService implements OnModuleInit {
  private readonly logger = new Logger(PlanDefinitionsService.name);

  constructor(
    @InjectModel(PlanDefinitionRecord.name) private readonly definitions: Model<PlanDefinitionRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly indexes: DatabaseIndexes,
  ) {}

  /**
   * An empty collection gets the seed list (PLAN_DEFINITIONS_FILE, or the built-in one). Each entry
   * is an upsert by plan_code that only inserts, so a second API process starting at the same
   * time, or a restart, changes nothing an admin has edited since. The file is read and checked
   * at every start all the same, so a broken file is noticed when it is written, not years later.
   */
  async onModuleInit(): Promise<void> {
    const seed = this.config.planDefinitionsFile
      ? await readPlanDefinitionsFile(this.config.planDefinitionsFile)
      : DEFAULT_PLAN_DEFINITIONS;
    await this.indexes.ready(this.definitions); // the unique plan_code index must exist before concurrent upserts rely on it
    if ((await this.definitions.estimatedDocumentCount().exec()) > 0) return;
    await Promise.all(seed.map((definition) => this.insertUnlessPresent(definition)));
    this.logger.log(`Seeded ${seed.length} plan definitions`);
  }

  async list(query: PlanDefinitionListQueryDto): Promise<ListResponse<PlanDefinition>> {
    const filter = query.status ? { status: query.status } : {};
    const window = toPageWindow(query);
    const [documents, total] = await Promise.all([
      this.definitions.find(filter).sort({ plan_category: 1, plan_code: 1 }).skip(window.skip).limit(window.limit).exec(),
      countMatching(this.definitions, filter),
    ]);
    return toListResponse(documents.map(toPlanDefinitionResponse), total, window);
  }

  async create(input: CreatePlanDefinitionDto): Promise<PlanDefinition> {
    if (await this.definitions.exists({ plan_code: input.plan_code })) throw this.duplicate(input.plan_code);
    try {
      return toPlanDefinitionResponse(await this.definitions.create(input));
    } catch (error) {
      // Two creates racing past the check above: the unique index decides.
      if ((error as { code?: number }).code === DUPLICATE_KEY) throw this.duplicate(input.plan_code);
      throw error;
    }
  }

  async update(id: string, changes: UpdatePlanDefinitionDto): Promise<PlanDefinition> {
    const updated = await this.definitions
      .findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', runValidators: true })
      .exec();
    if (!updated) throw new NotFoundException(`Plan definition ${id} not found`);
    return toPlanDefinitionResponse(updated);
  }

  /** The definition a new user plan may be given: it must exist and be active. */
  findActiveByCode(planCode: string): Promise<PlanDefinitionDocument | null> {
    return this.definitions.findOne({ plan_code: planCode, status: 'active' }).exec();
  }

  private async insertUnlessPresent(definition: CreatePlanDefinitionRequest): Promise<void> {
    try {
      await this.definitions
        .updateOne({ plan_code: definition.plan_code }, { $setOnInsert: { ...definition } }, { upsert: true, setDefaultsOnInsert: true })
        .exec();
    } catch (error) {
      // Another process inserted the same plan_code between the lookup and the insert of the upsert.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
  }

  private duplicate(planCode: string): ConflictException {
    return new ConflictException(`A plan definition with plan_code ${planCode} already exists`);
  }
}
