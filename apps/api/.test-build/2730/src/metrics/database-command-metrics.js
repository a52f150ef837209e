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
var DatabaseCommandMetrics_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { PlatformMetrics } from './platform-metrics.js';
/**
 * Times every database command through the driver's command monitoring (the connection is
 * opened with monitorCommands, see AppModule): the latency MongoDB's own tools would not show
 * per API process. Follows the connection pool too: connections in use and commands waiting
 * for one (a database that stopped answering fills the pool, then commands queue), and logs a
 * command that gave up waiting for a connection.
 */
let DatabaseCommandMetrics = DatabaseCommandMetrics_1 = class DatabaseCommandMetrics {
    connection;
    metrics;
    logger = new Logger(DatabaseCommandMetrics_1.name);
    constructor(connection, metrics) {
        this.connection = connection;
        this.metrics = metrics;
    }
    onModuleInit() {
        const client = this.connection.getClient();
        const observe = (outcome) => (event) => this.metrics.databaseCommandLatency.observe({ command: event.commandName, outcome }, event.duration / 1000);
        client.on('commandSucceeded', observe('ok'));
        client.on('commandFailed', observe('error'));
        // Counted from the events this listener sees: the pool may have begun work before it was
        // attached, so a check-in of a connection it never saw go out is ignored, and the waiting
        // count never goes below zero (it showed -1 in use, -59 waiting).
        const checkedOut = new Set();
        let waiting = 0;
        const show = () => {
            this.metrics.databaseConnectionsInUse.set(checkedOut.size);
            this.metrics.databaseCheckoutsWaiting.set(waiting);
        };
        client.on('connectionCheckOutStarted', () => {
            waiting += 1;
            show();
        });
        client.on('connectionCheckedOut', (event) => {
            waiting = Math.max(0, waiting - 1);
            checkedOut.add(event.connectionId);
            show();
        });
        client.on('connectionCheckOutFailed', (event) => {
            waiting = Math.max(0, waiting - 1);
            show();
            this.logger.error(`A database command got no connection of the pool (${String(event.reason)}): ${checkedOut.size} in use, ${waiting} waiting`);
        });
        client.on('connectionCheckedIn', (event) => {
            checkedOut.delete(event.connectionId);
            show();
        });
    }
};
DatabaseCommandMetrics = DatabaseCommandMetrics_1 = __decorate([
    Injectable(),
    __param(0, InjectConnection()),
    __metadata("design:paramtypes", [Function, PlatformMetrics])
], DatabaseCommandMetrics);
export { DatabaseCommandMetrics };
//# sourceMappingURL=database-command-metrics.js.map