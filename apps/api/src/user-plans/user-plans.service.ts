import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Types, type Connection, type Model } from 'mongoose';
import type { ListResponse, UserPlan } from '@platform/contracts';
import { countMatching } from '../common/collection-count.js';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { PlanDefinitionsService } from '../plans/plan-definitions.service.js';
import type { CreateUserPlanDto } from './dto/create-user-plan.dto.js';
import type { UpdateUserPlanDto } from './dto/update-user-plan.dto.js';
import type { UserPlanListQueryDto } from './dto/user-plan-list-query.dto.js';
import { UserDirectory } from './user-directory.service.js';
import { toUserPlanResponse } from './user-plan-response.js';
import { UserPlanRecord, type UserPlanDocument } from './user-plan.schema.js';

@Injectable()
export class UserPlansService {
  constructor(
    @InjectModel(UserPlanRecord.name) private readonly userPlans: Model<UserPlanRecord>,
    @InjectConnection() private readonly connection: Connection,
    private readonly planDefinitions: PlanDefinitionsService,
    private readonly userDirectory: UserDirectory,
  ) {}

  async list(query: UserPlanListQueryDto): Promise<ListResponse<UserPlan>> {
    const filter: Record<string, unknown> = {};
    if (query.user_id) filter.user_id = new Types.ObjectId(query.user_id);
    if (query.status) filter.status = query.status;
    const window = toPageWindow(query);
    const [documents, total] = await Promise.all([
      this.userPlans.find(filter).sort({ createdAt: -1, _id: -1 }).skip(window.skip).limit(window.limit).exec(),
      countMatching(this.userPlans, filter),
    ]);
    const emails = await this.userDirectory.emailsById(documents.map((plan) => plan.user_id));
    return toListResponse(
      documents.map((plan) => toUserPlanResponse(plan, emails.get(plan.user_id.toString()) ?? null)),
      total,
      window,
    );
  }

  async create(input: CreateUserPlanDto): Promise<UserPlan> {
    const user = await this.userDirectory.findById(input.user_id);
    if (!user) throw new NotFoundException(`User ${input.user_id} not found`);
    const definition = await this.planDefinitions.findActiveByCode(input.plan_code);
    if (!definition) throw new BadRequestException([`plan_code must be the code of an active plan definition (got "${input.plan_code}")`]);
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

  async update(id: string, changes: UpdateUserPlanDto): Promise<UserPlan> {
    const updated = await this.userPlans
      .findByIdAndUpdate(id, { $set: { status: changes.status } }, { returnDocument: 'after', runValidators: true })
      .exec();
    if (!updated) throw this.notFound(id);
    const owner = await this.userDirectory.findById(updated.user_id);
    return toUserPlanResponse(updated, owner?.email ?? null);
  }

  /** A plan a domain is on stays: the domain's sending route depends on it. */
  async remove(id: string): Promise<void> {
    const domainsOnPlan = await this.connection.collection('domains').countDocuments({ user_plan_id: new Types.ObjectId(id) });
    if (domainsOnPlan > 0) {
      throw new ConflictException(`User plan ${id} is used by ${domainsOnPlan} domain(s); move them to another plan first`);
    }
    const deleted = await this.userPlans.findByIdAndDelete(id).exec();
    if (!deleted) throw this.notFound(id);
  }

  /** Deletes every plan of a user whose account is being deleted, once their domains are gone; answers how many. */
  async removeAllOf(userId: Types.ObjectId): Promise<number> {
    const { deletedCount } = await this.userPlans.deleteMany({ user_id: userId }).exec();
    return deletedCount;
  }

  /** The user's active plans, newest first (a customer's own domains go on one of them). */
  activePlansOf(userId: Types.ObjectId): Promise<UserPlanDocument[]> {
    return this.userPlans.find({ user_id: userId, status: 'active' }).sort({ createdAt: -1, _id: -1 }).exec();
  }

  findById(id: string): Promise<UserPlanDocument | null> {
    return this.userPlans.findById(id).exec();
  }

  private notFound(id: string): NotFoundException {
    return new NotFoundException(`User plan ${id} not found`);
  }
}
