var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ConsoleMailRecord, ConsoleMailSchema } from './console-mail.schema.js';
import { ConsoleMailboxController } from './console-mailbox.controller.js';
import { ConsoleMailboxService } from './console-mailbox.service.js';
/** Platform mail kept for the admins to read while the platform has no mail transport. */
let ConsoleMailboxModule = class ConsoleMailboxModule {
};
ConsoleMailboxModule = __decorate([
    Module({
        imports: [MongooseModule.forFeature([{ name: ConsoleMailRecord.name, schema: ConsoleMailSchema }])],
        controllers: [ConsoleMailboxController],
        providers: [ConsoleMailboxService],
        exports: [ConsoleMailboxService],
    })
], ConsoleMailboxModule);
export { ConsoleMailboxModule };
//# sourceMappingURL=console-mailbox.module.js.map