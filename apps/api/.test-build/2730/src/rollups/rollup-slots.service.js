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
var RollupSlots_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG } from '../config/app-config.token.js';
import { TtlCache } from '../common/ttl-cache.js';
import { RollupRepair } from './rollup-repair.js';
import { RollupSlotClaimRecord, RollupSlotRecord } from './rollup.schema.js';
/** More API processes than this writing at once (or crashed and not yet recounted) is not planned for. */
const MAX_SLOTS = 64;
/** Readers learn of a new slot (a new process) within this time; its first documents are read from then on. */
const SLOT_LIST_TTL_MS = 2_000;
const slotId = (slot) => `slot-${slot}`;
/**
 * The writer slots of the rollups (see RollupSlotRecord): this process claims one at start and
 * frees it at shutdown, heartbeats it, keeps its pending hours, and recounts the slots of processes
 * that stopped heartbeating (crashed) before freeing them. Readers sum the documents of every slot.
 */
let RollupSlots = RollupSlots_1 = class RollupSlots {
    slots;
    claims;
    repair;
    logger = new Logger(RollupSlots_1.name);
    owner = randomUUID();
    ownSlot = null;
    /** The pending hours, each with the write of the slot document that stores it (settled once stored). */
    pendingHours = new Map();
    /**
     * Writes of this process's slot document, one after another (each writes the whole state): the
     * last one queued, settled either way, so that a failed write does not stop the ones after it.
     */
    slotWrites = Promise.resolve();
    timers = [];
    /** See slotsInUse; refreshed ahead, as every screen's figures wait for it. */
    slotList = new TtlCache({ ttlMs: SLOT_LIST_TTL_MS, maxEntries: 1, refreshAhead: true });
    checkingStale = null;
    staleMs;
    constructor(slots, claims, repair, config) {
        this.slots = slots;
        this.claims = claims;
        this.repair = repair;
        this.staleMs = config.rollupWriterStaleSeconds * 1000;
    }
    async onModuleInit() {
        this.ownSlot = await this.claimFreeSlot();
        const beat = Math.max(500, Math.floor(this.staleMs / 5));
        this.timers = [
            setInterval(() => void this.heartbeat(), beat).unref(),
            setInterval(() => void this.recountStaleSlots(), beat).unref(),
        ];
        void this.recountStaleSlots();
    }
    /** The slot this process stamps its events with and writes its documents under. */
    get slot() {
        if (this.ownSlot === null)
            throw new Error('No rollup slot claimed yet');
        return this.ownSlot;
    }
    /**
     * Durably notes hours (`YYYY-MM-DDTHH`) whose events are about to be stored, before they are:
     * resolves once every one of them is stored in the slot's document, also when another caller's
     * write is storing it (that caller's events and these rely on the same mark). When that write
     * fails, its hours are forgotten, so the next caller writes them again.
     */
    async markPending(hours) {
        const fresh = [...new Set(hours)].filter((hour) => !this.pendingHours.has(hour));
        if (fresh.length > 0) {
            // The write runs in a later turn, so it stores the hours added to the map just below.
            const stored = this.writeOwnSlot();
            for (const hour of fresh)
                this.pendingHours.set(hour, stored);
            stored.catch(() => {
                for (const hour of fresh)
                    if (this.pendingHours.get(hour) === stored)
                        this.pendingHours.delete(hour);
            });
        }
        await Promise.all(hours.map((hour) => this.pendingHours.get(hour)));
    }
    /** The hours noted as pending. */
    pending() {
        return [...this.pendingHours.keys()];
    }
    /** The hours whose counts are all written now. */
    async settle(hours) {
        const settled = hours.filter((hour) => this.pendingHours.delete(hour));
        if (settled.length)
            await this.writeOwnSlot();
    }
    /** At shutdown, once every count is written: the slot is free for the next process. */
    async release() {
        for (const timer of this.timers)
            clearInterval(timer);
        await this.checkingStale;
        if (this.ownSlot === null)
            return;
        this.pendingHours.clear();
        const slot = this.ownSlot;
        await this.queueSlotWrite(async () => {
            await this.slots.updateOne({ _id: slotId(slot), owner: this.owner }, { $set: { owner: null, pending_hours: [], heartbeat_at: new Date() } }).exec();
        });
        this.ownSlot = null;
    }
    /**
     * The slots that have rollups: slot documents are created in order from slot-0, so they are read
     * by _id until one is missing (no query of the registry). Cached for a moment.
     */
    slotsInUse() {
        return this.slotList.getOrLoad('slots', async () => {
            const slots = [];
            for (let slot = 0; slot < MAX_SLOTS; slot += 1) {
                if (!(await this.slots.exists({ _id: slotId(slot) })))
                    break;
                slots.push(slot);
            }
            return slots;
        });
    }
    async claimFreeSlot() {
        for (let slot = 0; slot < MAX_SLOTS; slot += 1) {
            const stored = await this.slots.findById(slotId(slot)).lean().exec();
            if (!stored) {
                try {
                    await this.slots.create({ _id: slotId(slot), slot, owner: this.owner, generation: 1, heartbeat_at: new Date(), pending_hours: [] });
                    return slot;
                }
                catch (error) {
                    if (error.code === 11000)
                        continue; // another process created it first
                    throw error;
                }
            }
            if (stored.owner === null && (await this.claim(slot, stored.generation + 1))) {
                await this.slots
                    .updateOne({ _id: slotId(slot) }, { $set: { owner: this.owner, generation: stored.generation + 1, heartbeat_at: new Date(), pending_hours: [] } })
                    .exec();
                return slot;
            }
        }
        throw new Error(`All ${MAX_SLOTS} rollup writer slots are taken`);
    }
    /** The unique insert that makes one process the owner of a slot's next generation. */
    async claim(slot, generation) {
        try {
            await this.claims.create({ _id: `${slotId(slot)}|${generation}`, owner: this.owner });
            return true;
        }
        catch (error) {
            if (error.code === 11000)
                return false;
            throw error;
        }
    }
    writeOwnSlot() {
        const slot = this.ownSlot;
        if (slot === null)
            return Promise.resolve();
        return this.queueSlotWrite(async () => {
            await this.slots
                .updateOne({ _id: slotId(slot) }, { $set: { pending_hours: this.pending().sort(), heartbeat_at: new Date() } })
                .exec();
        });
    }
    /** Runs a write of the slot document after the ones queued before it, whether they succeeded or failed. */
    queueSlotWrite(write) {
        const queued = this.slotWrites.then(write);
        this.slotWrites = queued.catch(() => undefined);
        return queued;
    }
    async heartbeat() {
        await this.writeOwnSlot().catch((error) => this.logger.error(`Rollup slot heartbeat failed: ${error.message}`));
    }
    /** Recounts and frees the slots of processes that stopped heartbeating; one pass at a time. */
    recountStaleSlots() {
        this.checkingStale ??= this.recountStale()
            .catch((error) => this.logger.error(`Recounting crashed rollup writers failed: ${error.message}`))
            .finally(() => (this.checkingStale = null));
        return this.checkingStale;
    }
    async recountStale() {
        for (const slot of await this.slotsInUse()) {
            if (slot === this.ownSlot)
                continue;
            const stored = await this.slots.findById(slotId(slot)).lean().exec();
            if (!stored || stored.owner === null || Date.now() - stored.heartbeat_at.getTime() < this.staleMs)
                continue;
            const generation = stored.generation + 1;
            if (!(await this.claim(slot, generation)))
                continue;
            const repairer = `recount:${this.owner}`;
            const touch = () => this.slots.updateOne({ _id: slotId(slot) }, { $set: { owner: repairer, generation, heartbeat_at: new Date() } }).exec();
            await touch();
            // Heartbeats while recounting: a long recount must not look like another crash.
            const beating = setInterval(() => void touch().catch(() => undefined), Math.max(500, Math.floor(this.staleMs / 5))).unref();
            try {
                this.logger.warn(`Rollup writer ${stored.owner} (slot ${slot}) stopped; recounting ${stored.pending_hours.length} hour(s) from its events`);
                await this.repair.recount(slot, stored.pending_hours);
            }
            finally {
                clearInterval(beating);
            }
            await this.slots.updateOne({ _id: slotId(slot) }, { $set: { owner: null, pending_hours: [], heartbeat_at: new Date() } }).exec();
        }
    }
};
RollupSlots = RollupSlots_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(RollupSlotRecord.name)),
    __param(1, InjectModel(RollupSlotClaimRecord.name)),
    __param(3, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, Function, RollupRepair, Object])
], RollupSlots);
export { RollupSlots };
//# sourceMappingURL=rollup-slots.service.js.map