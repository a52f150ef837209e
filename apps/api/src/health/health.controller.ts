import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { HealthResponse } from '@platform/contracts';

@Controller('health')
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** Answers 200 only while the database answers a ping. */
  @Get()
  async check(): Promise<HealthResponse> {
    try {
      await this.connection.db!.admin().command({ ping: 1 });
    } catch {
      throw new ServiceUnavailableException('The database is not reachable');
    }
    return { status: 'ok', database: 'up' };
  }
}
