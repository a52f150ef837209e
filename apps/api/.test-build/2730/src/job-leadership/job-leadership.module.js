var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLeaseRecord, JobLeaseSchema } from './job-lease.schema.js';
import { JobLeadership } from './job-leadership.service.js';
/** Which process runs each periodic job; see JobLeadership. */
let JobLeadershipModule = class JobLeadershipModule {
};
JobLeadershipModule = __decorate([
    Global(),
    Module({
        imports: [MongooseModule.forFeature([{ name: JobLeaseRecord.name, schema: JobLeaseSchema }])],
        providers: [JobLeadership],
        exports: [JobLeadership],
    })
], JobLeadershipModule);
export { JobLeadershipModule };
//# sourceMappingURL=job-leadership.module.js.map