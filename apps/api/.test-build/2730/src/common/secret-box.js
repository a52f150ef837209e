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
import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { RUNTIME_SECRETS } from './runtime-secrets.token.js';
const ALGORITHM = 'aes-256-gcm';
const VERSION_PREFIX = 'v1';
/** Encrypts secrets kept at rest (API keys, relay passwords, DKIM keys) with the server's key. */
let SecretBox = class SecretBox {
    key;
    constructor(secrets) {
        this.key = Buffer.from(secrets.secretKey, 'hex');
    }
    seal(plaintext) {
        const iv = randomBytes(12);
        const cipher = createCipheriv(ALGORITHM, this.key, iv);
        const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
        return [VERSION_PREFIX, iv, cipher.getAuthTag(), ciphertext].map((part) => typeof part === 'string' ? part : part.toString('base64')).join(':');
    }
    open(sealed) {
        const [version, iv, tag, ciphertext] = sealed.split(':');
        if (version !== VERSION_PREFIX || !iv || !tag || ciphertext === undefined) {
            throw new Error('Not a sealed secret');
        }
        const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
    }
};
SecretBox = __decorate([
    Injectable(),
    __param(0, Inject(RUNTIME_SECRETS)),
    __metadata("design:paramtypes", [Object])
], SecretBox);
export { SecretBox };
//# sourceMappingURL=secret-box.js.map