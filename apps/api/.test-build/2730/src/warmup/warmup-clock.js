var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Injectable } from '@nestjs/common';
/**
 * The time the warm-up judges its days by. The tests move it forward (shift) to show the quotas
 * over several days; the counts it compares with stay on real time.
 */
let WarmupClock = class WarmupClock {
    offsetMs = 0;
    now() {
        return new Date(Date.now() + this.offsetMs);
    }
    shift(ms) {
        this.offsetMs += ms;
    }
};
WarmupClock = __decorate([
    Injectable()
], WarmupClock);
export { WarmupClock };
//# sourceMappingURL=warmup-clock.js.map