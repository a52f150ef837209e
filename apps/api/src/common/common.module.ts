import { Global, Module } from '@nestjs/common';
import { PendingWrites } from './pending-writes.js';
import { SecretBox } from './secret-box.js';

@Global()
@Module({ providers: [SecretBox, PendingWrites], exports: [SecretBox, PendingWrites] })
export class CommonModule {}
