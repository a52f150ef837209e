var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
/**
 * The steps of deleting a user, in order. Each can be run again without harm, so a job is
 * resumed at its step after a crash (and a job that two processes run at once ends the same).
 */
export const USER_DELETION_STEPS = [
    /** The user is disabled (no more sending, sessions ended). */
    'refuse-sending',
    /** API keys, SMTP accounts, reset and confirmation links, sign-in locks. */
    'remove-credentials',
    /** Before the mail is failed: its events must not be posted to a deleted account. */
    'remove-webhooks',
    'remove-domains',
    /** Open deliveries that no worker holds are failed with the reason. */
    'fail-queued-mail',
    /** Suppressions, plans, agents and their IPs. */
    'remove-holdings',
    'remove-user',
    /**
     * Afterwards: deliveries that were in a worker's lease, or accepted by a process that had not
     * yet seen the user disabled, are failed once they come back; then the job ends.
     */
    'settle-queued-mail',
];
/** A user's deletion under way, stored under the user's _id: one job per user, read by _id. */
let UserDeletionRecord = class UserDeletionRecord {
    _id;
    /** Kept for the logs: the user record goes before the job ends. */
    email;
    /** The next step to run. */
    step;
    /** When sending was refused: other processes see it within their caches' lifetime after this. */
    sending_refused_at;
    requested_at;
    /** Written at every step and while waiting: a job not written for a while has lost its process. */
    updated_at;
};
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], UserDeletionRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], UserDeletionRecord.prototype, "email", void 0);
__decorate([
    Prop({ type: String, enum: USER_DELETION_STEPS, default: USER_DELETION_STEPS[0] }),
    __metadata("design:type", String)
], UserDeletionRecord.prototype, "step", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], UserDeletionRecord.prototype, "sending_refused_at", void 0);
UserDeletionRecord = __decorate([
    Schema({ collection: 'user_deletions', versionKey: false, timestamps: { createdAt: 'requested_at', updatedAt: 'updated_at' } })
], UserDeletionRecord);
export { UserDeletionRecord };
export const UserDeletionSchema = SchemaFactory.createForClass(UserDeletionRecord);
//# sourceMappingURL=user-deletion.schema.js.map