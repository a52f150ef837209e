var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Injectable, NotFoundException } from '@nestjs/common';
import { isValidObjectId } from 'mongoose';
/** An id that cannot be an ObjectId names nothing that exists: answered 404 like an unknown one. */
let ParseObjectIdPipe = class ParseObjectIdPipe {
    transform(value) {
        if (!/^[0-9a-fA-F]{24}$/.test(value) || !isValidObjectId(value)) {
            throw new NotFoundException(`No record with id ${value}`);
        }
        return value;
    }
};
ParseObjectIdPipe = __decorate([
    Injectable()
], ParseObjectIdPipe);
export { ParseObjectIdPipe };
//# sourceMappingURL=parse-object-id.pipe.js.map