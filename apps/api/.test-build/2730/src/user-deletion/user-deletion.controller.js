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
import { Controller, Delete, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { UserDeletionQueryDto } from './dto/user-deletion-query.dto.js';
import { UserDeletionService } from './user-deletion.service.js';
let UserDeletionController = class UserDeletionController {
    deletions;
    constructor(deletions) {
        this.deletions = deletions;
    }
    async remove(id, query) {
        await this.deletions.delete(id, query.cascade === 'true');
    }
};
__decorate([
    Delete(':id'),
    ApiNoContentResponse({ description: 'Deleted' }),
    HttpCode(HttpStatus.NO_CONTENT),
    ApiOperation({
        summary: 'Delete a user',
        description: 'A user who owns nothing is deleted at once. One who still owns domains, SMTP accounts, plans or agents is answered 409 with `holdings` (counts and names) unless cascade=true, which deletes all of it with the user and gives up their queued mail (logged as failed with the reason). 204 once the user is gone; mail that an agent is handing over at that moment is given up in the background if it comes back.',
    }),
    ApiConflictResponse({ description: 'The user still owns records; the body lists them in `holdings`' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __param(1, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, UserDeletionQueryDto]),
    __metadata("design:returntype", Promise)
], UserDeletionController.prototype, "remove", null);
UserDeletionController = __decorate([
    ApiTags('users'),
    Controller('admin/users'),
    __metadata("design:paramtypes", [UserDeletionService])
], UserDeletionController);
export { UserDeletionController };
//# sourceMappingURL=user-deletion.controller.js.map