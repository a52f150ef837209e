var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Injectable, NotFoundException } from '@nestjs/common';
import { canonicalIpAddress } from './ip-address.js';
/** An IP in a path, canonicalised; text that cannot be an IP names nothing that exists: 404. */
let ParseIpAddressPipe = class ParseIpAddressPipe {
    transform(value) {
        const ip = canonicalIpAddress(value);
        if (!ip)
            throw new NotFoundException(`No IP ${value}`);
        return ip;
    }
};
ParseIpAddressPipe = __decorate([
    Injectable()
], ParseIpAddressPipe);
export { ParseIpAddressPipe };
//# sourceMappingURL=parse-ip-address.pipe.js.map