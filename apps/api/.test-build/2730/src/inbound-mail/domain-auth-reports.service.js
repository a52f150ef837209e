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
var DomainAuthReports_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DomainRecord } from '../domains/domain.schema.js';
import { DomainAuthReportRecord } from './domain-auth-report.schema.js';
/** Records authentication failure reports (ARF auth-failure) for the sending domain they are about. */
let DomainAuthReports = DomainAuthReports_1 = class DomainAuthReports {
    reports;
    domains;
    logger = new Logger(DomainAuthReports_1.name);
    constructor(reports, domains) {
        this.reports = reports;
        this.domains = domains;
    }
    /** Counts the report for the domain when it is one of ours (answers whether it was); the same report twice counts once. */
    async record(domain, authFailure, reportKey, at) {
        const name = domain.toLowerCase();
        if (!(await this.domains.exists({ domain: name })))
            return false;
        const current = await this.reports.findById(name, { last_report_key: 1 }).lean().exec();
        if (current?.last_report_key === reportKey)
            return true;
        await this.reports
            .updateOne({ _id: name }, { $inc: { count: 1 }, $set: { last_at: at, last_auth_failure: authFailure ?? '', last_report_key: reportKey } }, { upsert: true })
            .exec();
        this.logger.log(`Authentication failure report (${authFailure ?? 'unspecified'}) for ${name}`);
        return true;
    }
};
DomainAuthReports = DomainAuthReports_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(DomainAuthReportRecord.name)),
    __param(1, InjectModel(DomainRecord.name)),
    __metadata("design:paramtypes", [Function, Function])
], DomainAuthReports);
export { DomainAuthReports };
//# sourceMappingURL=domain-auth-reports.service.js.map