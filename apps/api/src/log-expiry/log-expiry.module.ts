import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { LogExpiryService } from './log-expiry.service.js';

/** Removes logs, events, left-behind message bodies and rollup rows older than the log retention. */
@Module({
  imports: [SettingsModule],
  providers: [LogExpiryService],
  exports: [LogExpiryService],
})
export class LogExpiryModule {}
