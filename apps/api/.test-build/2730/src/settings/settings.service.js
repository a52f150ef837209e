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
import { SMTP_SETTINGS_DEFAULTS } from '@platform/contracts';
import { SecretBox } from '../common/secret-box.js';
import { SMTP_SETTINGS_KEY, SmtpSettingsRecord } from './smtp-settings.schema.js';
let SettingsService = class SettingsService {
    settings;
    secretBox;
    constructor(settings, secretBox) {
        this.settings = settings;
        this.secretBox = secretBox;
    }
    async getSmtp() {
        return { smtp: toSmtpSettings(await this.findSmtp()) };
    }
    async updateSmtp(input) {
        const changes = {
            host: input.host.trim(),
            port: input.port,
            username: input.username?.trim() ?? '',
            secure: input.secure ?? SMTP_SETTINGS_DEFAULTS.secure,
            from: input.from.trim(),
        };
        // The console never receives the password, so it sends none back: that keeps the stored one.
        if (input.password)
            changes.password_sealed = this.secretBox.seal(input.password);
        const saved = await this.settings
            .findOneAndUpdate({ key: SMTP_SETTINGS_KEY }, { $set: changes }, { upsert: true, returnDocument: 'after', runValidators: true })
            .exec();
        return { smtp: toSmtpSettings(saved) };
    }
    /** The settings to send mail with, or null while no SMTP host has been configured. */
    async smtpConnection() {
        const stored = await this.findSmtp();
        if (!stored?.host)
            return null;
        return {
            host: stored.host,
            port: stored.port,
            username: stored.username,
            password: stored.password_sealed ? this.secretBox.open(stored.password_sealed) : '',
            secure: stored.secure,
            from: stored.from,
        };
    }
    findSmtp() {
        return this.settings.findOne({ key: SMTP_SETTINGS_KEY }).exec();
    }
};
SettingsService = __decorate([
    Injectable(),
    __param(0, InjectModel(SmtpSettingsRecord.name)),
    __metadata("design:paramtypes", [Function, SecretBox])
], SettingsService);
export { SettingsService };
function toSmtpSettings(stored) {
    return {
        host: stored?.host ?? '',
        port: stored?.port ?? SMTP_SETTINGS_DEFAULTS.port,
        username: stored?.username ?? '',
        has_password: Boolean(stored?.password_sealed),
        secure: stored?.secure ?? SMTP_SETTINGS_DEFAULTS.secure,
        from: stored?.from ?? '',
    };
}
//# sourceMappingURL=settings.service.js.map