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
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { countMatching } from '../common/collection-count.js';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { PlanDefinitionsService } from '../plans/plan-definitions.service.js';
import { UserDirectory } from './user-directory.service.js';
import { toUserPlanResponse } from './user-plan-response.js';
import { UserPlanRecord } from './user-plan.schema.js';
let UserPlansService = class UserPlansService {
    userPlans;
    connection;
    planDefinitions;
    userDirectory;
    constructor(userPlans, connection, planDefinitions, userDirectory) {
        this.userPlans = userPlans;
        this.connection = connection;
        this.planDefinitions = planDefinitions;
        this.userDirectory = userDirectory;
    }
    async list(query) {
        const filter = {};
        if (query.user_id)
            filter.user_id = new Types.ObjectId(query.user_id);
        if (query.status)
            filter.status = query.status;
        const window = toPageWindow(query);
        const [documents, total] = await Promise.all([
            this.userPlans.find(filter).sort({ createdAt: -1, _id: -1 }).skip(window.skip).limit(window.limit).exec(),
            countMatching(this.userPlans, filter),
        ]);
        const emails = await this.userDirectory.emailsById(documents.map((plan) => plan.user_id));
        return toListResponse(documents.map((plan) => toUserPlanResponse(plan, emails.get(plan.user_id.toString()) ?? null)), total, window);
    }
    async create(input) {
        const user = await this.userDirectory.findById(input.user_id);
        if (!user)
            throw new NotFoundException(`User ${input.user_id} not found`);
        const definition = await this.planDefinitions.findActiveByCode(input.plan_code);
        if (!definition)
            throw new BadRequestException([`plan_code must be the code of an active plan definition (got "${input.plan_code}")`]);
        const created = await this.userPlans.create({
            user_id: user._id,
            plan_code: definition.plan_code,
            plan_category: definition.plan_category,
            ip_allocation: definition.ip_allocation,
            daily_limit: definition.daily_limit ?? 0,
            status: 'active',
        });
        return toUserPlanResponse(created, user.email);
    }
    async update(id, changes) {
        const updated = await this.userPlans
            .findByIdAndUpdate(id, { $set: { status: changes.status } }, { returnDocument: 'after', runValidators: true })
            .exec();
        if (!updated)
            throw this.notFound(id);
        const owner = await this.userDirectory.findById(updated.user_id);
        return toUserPlanResponse(updated, owner?.email ?? null);
    }
    /** A plan a domain is on stays: the domain's sending route depends on it. */
    async remove(id) {
        const domainsOnPlan = await this.connection.collection('domains').countDocuments({ user_plan_id: new Types.ObjectId(id) });
        if (domainsOnPlan > 0) {
            throw new ConflictException(`User plan ${id} is used by ${domainsOnPlan} domain(s); move them to another plan first`);
        }
        const deleted = await this.userPlans.findByIdAndDelete(id).exec();
        if (!deleted)
            throw this.notFound(id);
    }
    /** Deletes every plan of a user whose account is being deleted, once their domains are gone; answers how many. */
    async removeAllOf(userId) {
        const { deletedCount } = await this.userPlans.deleteMany({ user_id: userId }).exec();
        return deletedCount;
    }
    /** The user's active plans, newest first (a customer's own domains go on one of them). */
    activePlansOf(userId) {
        return this.userPlans.find({ user_id: userId, status: 'active' }).sort({ createdAt: -1, _id: -1 }).exec();
    }
    findById(id) {
        return this.userPlans.findById(id).exec();
    }
    notFound(id) {
        return new NotFoundException(`User plan ${id} not found`);
    }
};
UserPlansService = __decorate([
    Injectable(),
    __param(0, InjectModel(UserPlanRecord.name)),
    __param(1, InjectConnection()),
    __metadata("design:paramtypes", [Function, Function, PlanDefinitionsService,
        UserDirectory])
], UserPlansService);
export { UserPlansService };
//# sourceMappingURL=user-plans.service.js.map