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
import { MailerService } from './mailer.service.js';
/** Where the platform's own mail goes now, for the console mailbox screen to say. */
let MailRouteController = class MailRouteController {
    mailer;
    constructor(mailer) {
        this.mailer = mailer;
    }
    async get() {
        return { mail_route: await this.mailer.route() };
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'Where platform mail goes now', description: 'The SMTP settings, the platform\'s own sender, or the console mailbox: for the mailbox screen to say.' }),
    ApiOkResponse({ description: 'Where platform mail goes', schema: { example: { mail_route: 'console_mailbox' } } }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], MailRouteController.prototype, "get", null);
MailRouteController = __decorate([
    ApiTags('mailbox'),
    Controller('admin/mail-route'),
    __metadata("design:paramtypes", [MailerService])
], MailRouteController);
export { MailRouteController };
//# sourceMappingURL=mail-route.controller.js.map