var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var LoggingModule_1;
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { pinoHttpOptions, logDestination } from './pino-options.js';
/**
 * Structured logs through pino (nestjs-pino): Nest's Logger writes through it, every HTTP
 * request is logged once with its request id, and every log line written while a request is
 * handled carries that id (request_id).
 */
let LoggingModule = LoggingModule_1 = class LoggingModule {
    /** `destination` replaces standard output (the tests read the lines written). */
    static forRoot(config, destination) {
        return {
            module: LoggingModule_1,
            imports: [LoggerModule.forRoot({ pinoHttp: [pinoHttpOptions(config), destination ?? logDestination(config)] })],
        };
    }
};
LoggingModule = LoggingModule_1 = __decorate([
    Module({})
], LoggingModule);
export { LoggingModule };
//# sourceMappingURL=logging.module.js.map