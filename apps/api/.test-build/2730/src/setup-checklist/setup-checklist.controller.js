var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SetupChecklistService } from './setup-checklist.service.js';
let SetupChecklistController = class SetupChecklistController {
    checklist;
    constructor(checklist) {
        this.checklist = checklist;
    }
    /** What this installation still needs before its mail reaches inboxes; results may be SETUP_CHECKLIST_CACHE_SECONDS old. */
    get() {
        return this.checklist.get();
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'The set-up checklist', description: 'What this installation still needs before its mail reaches inboxes (host names, certificates, DNS, port 25), each item pass, warning, fail or unknown with how to fix it; results may be SETUP_CHECKLIST_CACHE_SECONDS old.' }),
    ApiOkResponse({ description: 'The checklist\'s items' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SetupChecklistController.prototype, "get", null);
SetupChecklistController = __decorate([
    ApiTags('setup checklist'),
    Controller('admin/setup-checklist'),
    __metadata("design:paramtypes", [SetupChecklistService])
], SetupChecklistController);
export { SetupChecklistController };
//# sourceMappingURL=setup-checklist.controller.js.map