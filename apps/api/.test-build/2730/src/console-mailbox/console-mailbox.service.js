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
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CONSOLE_MAILBOX_LIMITS, } from '@platform/contracts';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { ConsoleMailRecord } from './console-mail.schema.js';
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The admin console's mailbox: where platform mail goes while the platform has no transport
 * (MailerService decides). Bounded in time (TTL index, and reads skip expired mail) and in count
 * (keep() trims the oldest). The counts read at most maxMessages documents.
 */
let ConsoleMailboxService = class ConsoleMailboxService {
    mails;
    constructor(mails) {
        this.mails = mails;
    }
    async keep(mail) {
        await this.mails.create({ ...mail, created_at: new Date() });
        await this.removeExpired();
        await this.trimToLimit();
    }
    async list(query) {
        const window = toPageWindow(query);
        const kept = this.keptFilter();
        const [items, total] = await Promise.all([
            this.mails.find(kept, { text: 0 }).sort({ created_at: -1, _id: -1 }).skip(window.skip).limit(window.limit).lean().exec(),
            this.mails.countDocuments(kept).exec(),
        ]);
        return toListResponse(items.map(toSummary), total, window);
    }
    async read(id) {
        const mail = await this.mails.findOne({ _id: id, ...this.keptFilter() }).lean().exec();
        if (!mail)
            throw new NotFoundException(`No mail with id ${id} in the console mailbox`);
        return { ...toSummary(mail), text: mail.text };
    }
    async delete(id) {
        const deleted = await this.mails.findByIdAndDelete(id).exec();
        if (!deleted)
            throw new NotFoundException(`No mail with id ${id} in the console mailbox`);
    }
    /** Mail still within its time (the TTL index removes the rest on MongoDB, not on the embedded database). */
    keptFilter() {
        return { created_at: { $gt: new Date(Date.now() - CONSOLE_MAILBOX_LIMITS.keepDays * DAY_MS) } };
    }
    /** What the TTL index does on MongoDB, for the embedded database, which has none. */
    async removeExpired() {
        await this.mails.deleteMany({ created_at: { $lte: this.keptFilter().created_at.$gt } }).exec();
    }
    /** Past maxMessages, the oldest go: the newest one beyond the limit and everything older. */
    async trimToLimit() {
        const [firstBeyond] = await this.mails
            .find({}, { created_at: 1 })
            .sort({ created_at: -1, _id: -1 })
            .skip(CONSOLE_MAILBOX_LIMITS.maxMessages)
            .limit(1)
            .lean()
            .exec();
        if (firstBeyond)
            await this.mails.deleteMany({ created_at: { $lte: firstBeyond.created_at } }).exec();
    }
};
ConsoleMailboxService = __decorate([
    Injectable(),
    __param(0, InjectModel(ConsoleMailRecord.name)),
    __metadata("design:paramtypes", [Function])
], ConsoleMailboxService);
export { ConsoleMailboxService };
function toSummary(mail) {
    return {
        _id: mail._id.toHexString(),
        to: mail.to,
        subject: mail.subject,
        kind: mail.kind,
        created_at: mail.created_at.toISOString(),
        expires_at: new Date(mail.created_at.getTime() + CONSOLE_MAILBOX_LIMITS.keepDays * DAY_MS).toISOString(),
    };
}
//# sourceMappingURL=console-mailbox.service.js.map