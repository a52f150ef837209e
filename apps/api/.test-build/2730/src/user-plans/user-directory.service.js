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
import { UserRecord } from '../users/user.schema.js';
/** Looks users up for the records that belong to one (user plans, domains), which show the owner's e-mail. */
let UserDirectory = class UserDirectory {
    users;
    constructor(users) {
        this.users = users;
    }
    findById(id) {
        return this.users.findById(id).exec();
    }
    /**
     * E-mail per user id (as a string) for a page of records, one lookup by _id per distinct
     * owner: the embedded database answers `_id: {$in: [...]}` by reading every user.
     */
    async emailsById(ids) {
        const distinct = [...new Set(ids.map(String))];
        const users = await Promise.all(distinct.map((id) => this.users.findById(id, { email: 1 }).lean().exec()));
        return new Map(users.filter((user) => user !== null).map((user) => [user._id.toString(), user.email]));
    }
};
UserDirectory = __decorate([
    Injectable(),
    __param(0, InjectModel(UserRecord.name)),
    __metadata("design:paramtypes", [Function])
], UserDirectory);
export { UserDirectory };
//# sourceMappingURL=user-directory.service.js.map