var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { RUNTIME_SECRETS } from '../common/runtime-secrets.token.js';
import { RecipientTokens } from './recipient-token.js';
/** Recipient tokens signed with the server's secret key (the one that seals secrets at rest). */
let RecipientTokensModule = class RecipientTokensModule {
};
RecipientTokensModule = __decorate([
    Module({
        providers: [{ provide: RecipientTokens, inject: [RUNTIME_SECRETS], useFactory: (secrets) => new RecipientTokens(secrets.secretKey) }],
        exports: [RecipientTokens],
    })
], RecipientTokensModule);
export { RecipientTokensModule };
//# sourceMappingURL=recipient-tokens.module.js.map