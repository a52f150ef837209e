var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Global, Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { SubmissionModule } from '../submission/submission.module.js';
import { PLATFORM_DOMAIN_MAIL_TRANSPORT } from '../mail/platform-mail-route.js';
import { PlatformSender } from './platform-sender.service.js';
/**
 * Platform mail through the platform's own domain and sending path. Global, for the mailer's
 * sake: it offers PlatformSender as the platform-domain route (PLATFORM_DOMAIN_MAIL_TRANSPORT).
 */
let PlatformSenderModule = class PlatformSenderModule {
};
PlatformSenderModule = __decorate([
    Global(),
    Module({
        imports: [DomainsModule, QueueModule, SubmissionModule],
        providers: [PlatformSender, { provide: PLATFORM_DOMAIN_MAIL_TRANSPORT, useExisting: PlatformSender }],
        exports: [PlatformSender, PLATFORM_DOMAIN_MAIL_TRANSPORT],
    })
], PlatformSenderModule);
export { PlatformSenderModule };
//# sourceMappingURL=platform-sender.module.js.map