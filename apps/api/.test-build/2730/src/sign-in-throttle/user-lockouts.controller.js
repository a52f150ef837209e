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
import { Controller, HttpCode, HttpStatus, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { UsersService } from '../users/users.service.js';
import { SignInThrottleService } from './sign-in-throttle.service.js';
/** An admin lifts the sign-in locks of a user's accounts (login and SMTP accounts) before they run out. */
let UserLockoutsController = class UserLockoutsController {
    usersService;
    throttle;
    constructor(usersService, throttle) {
        this.usersService = usersService;
        this.throttle = throttle;
    }
    async unlock(id) {
        if (!(await this.usersService.findById(id)))
            throw new NotFoundException(`User ${id} not found`);
        return { locks_lifted: await this.throttle.liftLocksOf(id) };
    }
};
__decorate([
    Post(':id/unlock'),
    ApiOkResponse({ description: 'How many locks were lifted' }),
    HttpCode(HttpStatus.OK),
    ApiOperation({
        summary: "Lift the user's sign-in locks",
        description: 'Ends the locks that failed logins or failed SMTP AUTH put on this user\'s accounts (from any client address), and their delays. Answers how many locks were running.',
    }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], UserLockoutsController.prototype, "unlock", null);
UserLockoutsController = __decorate([
    ApiTags('users'),
    Controller('admin/users'),
    __metadata("design:paramtypes", [UsersService,
        SignInThrottleService])
], UserLockoutsController);
export { UserLockoutsController };
//# sourceMappingURL=user-lockouts.controller.js.map