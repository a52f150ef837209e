var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var PlanDefinitionsService_1;
import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { countMatching } from '../common/collection-count.js';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DEFAULT_PLAN_DEFINITIONS, readPlanDefinitionsFile } from './plan-definition-seed.js';
import { toPlanDefinitionResponse } from './plan-definition-response.js';
import { PlanDefinitionRecord } from './plan-definition.schema.js';
const DUPLICATE_KEY = 11000;
let PlanDefinitionsService = PlanDefinitionsService_1 = class PlanDefinitionsService {
    definitions;
    config;
    logger = new Logger(PlanDefinitionsService_1.name);
    constructor(definitions, config) {
        this.definitions = definitions;
        this.config = config;
    }
    /**
     * An empty collection gets the seed list (PLAN_DEFINITIONS_FILE, or the built-in one). Each entry
     * is an upsert by plan_code that only inserts, so a second API process starting at the same
     * time, or a restart, changes nothing an admin has edited since. The file is read and checked
     * at every start all the same, so a broken file is noticed when it is written, not years later.
     */
    async onModuleInit() {
        const seed = this.config.planDefinitionsFile
            ? await readPlanDefinitionsFile(this.config.planDefinitionsFile)
            : DEFAULT_PLAN_DEFINITIONS;
        await this.definitions.init(); // the unique plan_code index must exist before concurrent upserts rely on it
        if ((await this.definitions.estimatedDocumentCount().exec()) > 0)
            return;
        await Promise.all(seed.map((definition) => this.insertUnlessPresent(definition)));
        this.logger.log(`Seeded ${seed.length} plan definitions`);
    }
    async list(query) {
        const filter = query.status ? { status: query.status } : {};
        const window = toPageWindow(query);
        const [documents, total] = await Promise.all([
            this.definitions.find(filter).sort({ plan_category: 1, plan_code: 1 }).skip(window.skip).limit(window.limit).exec(),
            countMatching(this.definitions, filter),
        ]);
        return toListResponse(documents.map(toPlanDefinitionResponse), total, window);
    }
    async create(input) {
        if (await this.definitions.exists({ plan_code: input.plan_code }))
            throw this.duplicate(input.plan_code);
        try {
            return toPlanDefinitionResponse(await this.definitions.create(input));
        }
        catch (error) {
            // Two creates racing past the check above: the unique index decides.
            if (error.code === DUPLICATE_KEY)
                throw this.duplicate(input.plan_code);
            throw error;
        }
    }
    async update(id, changes) {
        const updated = await this.definitions
            .findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', runValidators: true })
            .exec();
        if (!updated)
            throw new NotFoundException(`Plan definition ${id} not found`);
        return toPlanDefinitionResponse(updated);
    }
    /** The definition a new user plan may be given: it must exist and be active. */
    findActiveByCode(planCode) {
        return this.definitions.findOne({ plan_code: planCode, status: 'active' }).exec();
    }
    async insertUnlessPresent(definition) {
        try {
            await this.definitions
                .updateOne({ plan_code: definition.plan_code }, { $setOnInsert: { ...definition } }, { upsert: true, setDefaultsOnInsert: true })
                .exec();
        }
        catch (error) {
            // Another process inserted the same plan_code between the lookup and the insert of the upsert.
            if (error.code !== DUPLICATE_KEY)
                throw error;
        }
    }
    duplicate(planCode) {
        return new ConflictException(`A plan definition with plan_code ${planCode} already exists`);
    }
};
PlanDefinitionsService = PlanDefinitionsService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(PlanDefinitionRecord.name)),
    __param(1, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, Object])
], PlanDefinitionsService);
export { PlanDefinitionsService };
//# sourceMappingURL=plan-definitions.service.js.map