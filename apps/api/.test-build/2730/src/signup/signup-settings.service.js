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
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SIGNUP_SETTINGS_KEY, SignupSettingsRecord } from './signup-settings.schema.js';
let SignupSettingsService = class SignupSettingsService {
    settings;
    constructor(settings) {
        this.settings = settings;
    }
    /** Until an admin saves them: no approval needed. */
    async get() {
        const stored = await this.settings.findOne({ key: SIGNUP_SETTINGS_KEY }).lean().exec();
        return { require_approval: stored?.require_approval ?? false };
    }
    async update(input) {
        const saved = await this.settings
            .findOneAndUpdate({ key: SIGNUP_SETTINGS_KEY }, { $set: { require_approval: input.require_approval } }, { upsert: true, returnDocument: 'after' })
            .lean()
            .exec();
        return { require_approval: saved?.require_approval ?? input.require_approval };
    }
};
SignupSettingsService = __decorate([
    Injectable(),
    __param(0, InjectModel(SignupSettingsRecord.name)),
    __metadata("design:paramtypes", [Function])
], SignupSettingsService);
export { SignupSettingsService };
//# sourceMappingURL=signup-settings.service.js.map