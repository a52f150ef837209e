var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { ConsoleMailboxModule } from '../console-mailbox/console-mailbox.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { MailRouteController } from './mail-route.controller.js';
import { MailerService } from './mailer.service.js';
import { SmtpSettingsTransport } from './smtp-settings-transport.js';
let MailModule = class MailModule {
};
MailModule = __decorate([
    Module({
        imports: [SettingsModule, ConsoleMailboxModule],
        controllers: [MailRouteController],
        providers: [MailerService, SmtpSettingsTransport],
        exports: [MailerService],
    })
], MailModule);
export { MailModule };
//# sourceMappingURL=mail.module.js.map