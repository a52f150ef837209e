var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Injectable } from '@nestjs/common';
/**
 * Told when a restore has replaced the database's contents past every service, so that what a
 * service keeps in memory of the data it owns (ListHeads, the agents list, the rollup documents)
 * is dropped at once rather than served for up to a few seconds more.
 */
let DataReplacement = class DataReplacement {
    listeners = [];
    onReplaced(listener) {
        this.listeners.push(listener);
    }
    replaced() {
        for (const listener of this.listeners)
            listener();
    }
};
DataReplacement = __decorate([
    Injectable()
], DataReplacement);
export { DataReplacement };
//# sourceMappingURL=data-replacement.js.map