import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import {
  ACTIVE_STATUSES,
  PLAN_TYPES,
  USER_DEFAULTS,
  USER_APPROVALS,
  USER_ROLES,
  PRODUCTION_ACCESS_STATES,
  type ProductionAccessState,
  type ActiveStatus,
  type PlanType,
  type UserApproval,
  type UserRole,
} from '@platform/contracts';

@Schema({ collection: 'users', timestamps: true })
export class UserRecord {
  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  email: string;

  @Prop({ default: '' })
  firstName: string;

  @Prop({ default: '' })
  lastName: string;

  @Prop({ type: String, enum: USER_ROLES, default: USER_DEFAULTS.role })
  role: UserRole;

  @Prop({ type: String, enum: ACTIVE_STATUSES, default: USER_DEFAULTS.status })
  status: ActiveStatus;

  @Prop({ default: USER_DEFAULTS.domain_limit, min: 0 })
  domain_limit: number;

  @Prop({ type: String, enum: PLAN_TYPES, default: USER_DEFAULTS.plan_type })
  plan_type: PlanType;

  /** argon2id hash; the password itself is never stored. */
  @Prop({ required: true })
  password_hash: string;

  /** SHA-256 of the API key, for looking a sender up by the key it presents. */
  @Prop({ required: true, unique: true })
  api_key_hash: string;

  /** The API key sealed with the server key, so login can hand it back. */
  @Prop({ required: true })
  api_key_sealed: string;

  @Prop({ type: Date, default: null })
  last_login: Date | null;

  /**
   * false from self sign-up until the mailed link is followed. Users created by an admin, and
   * users stored before sign-up confirmation existed, have no value: they count as confirmed.
   */
  @Prop({ type: Boolean })
  email_confirmed?: boolean;

  /** 'pending' while a self-signed-up account waits for an admin; absent counts as approved. */
  @Prop({ type: String, enum: USER_APPROVALS })
  approval?: UserApproval;

  /**
   * 'sandboxed' until the account has production access (production-access/): it sends only to
   * its own address, its domains' postmaster@ and the simulator. Absent counts as production, so
   * accounts stored before this existed keep sending as they did.
   */
  @Prop({ type: String, enum: PRODUCTION_ACCESS_STATES })
  production_access?: ProductionAccessState;

  createdAt: Date;
  updatedAt: Date;
}

export type UserDocument = HydratedDocument<UserRecord>;
export const UserSchema = SchemaFactory.createForClass(UserRecord);
// The admin list newest first (_id breaks ties, for stable pages): all users, by role (also the
// top bar's admin look-up), and the accounts waiting for approval (?approval=pending).
UserSchema.index({ createdAt: -1, _id: -1 });
UserSchema.index({ role: 1, createdAt: -1, _id: -1 });
UserSchema.index({ approval: 1, createdAt: -1, _id: -1 });
// A search among the accounts waiting for approval: e-mails starting with the text, by e-mail.
UserSchema.index({ approval: 1, email: 1 });

/** Missing means confirmed: accounts from before sign-up confirmation keep sending. */
export function isEmailConfirmed(user: Pick<UserRecord, 'email_confirmed'>): boolean {
  return user.email_confirmed !== false;
}

export function approvalOf(user: Pick<UserRecord, 'approval'>): UserApproval {
  return user.approval === 'pending' ? 'pending' : 'approved';
}

/** Whether the account may send to anyone (see UserRecord.production_access). */
export function hasProductionAccess(user: Pick<UserRecord, 'production_access'>): boolean {
  return user.production_access !== 'sandboxed';
}
