import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TrafficShapingRules, TrafficShapingRulesInput } from '@platform/contracts';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { DUPLICATE_KEY } from '../common/duplicate-keys.js';
import shippedRules from './destination-rules.json' with { type: 'json' };
import { TRAFFIC_SHAPING_RULES_KEY, TrafficShapingRulesRecord } from './traffic-shaping-rules.schema.js';

/** The shipped file (see README.md beside it): what an installation starts with (its IP warm-up schedule is read by ip-warmup). */
const { ip_warmup: _ipWarmup, ...shippedShaping } = shippedRules;
export const SHIPPED_TRAFFIC_SHAPING_RULES = shippedShaping as TrafficShapingRulesInput;

/**
 * The destination rules in force, read at every agent heartbeat: cached briefly, seeded from the
 * shipped file the first time, changed by an admin (each change a new version).
 */
@Injectable()
export class TrafficShapingRulesService {
  private readonly cache = new TtlCache<string, TrafficShapingRules>({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: 1 });

  constructor(@InjectModel(TrafficShapingRulesRecord.name) private readonly rules: Model<TrafficShapingRulesRecord>) {}

  get(): Promise<TrafficShapingRules> {
    return this.cache.getOrLoad(TRAFFIC_SHAPING_RULES_KEY, async () => {
      const stored = (await this.read()) ?? (await this.seed());
      return {
        version: stored.version,
        default_limits: stored.default_limits,
        destinations: stored.destinations,
        first_suspension_seconds: stored.first_suspension_seconds,
        max_suspension_seconds: stored.max_suspension_seconds,
      };
    });
  }

  async update(input: TrafficShapingRulesInput): Promise<TrafficShapingRules> {
    const names = input.destinations.map((rule) => rule.name);
    const repeated = names.find((name, index) => names.indexOf(name) !== index);
    if (repeated) throw new BadRequestException([`destinations: the name ${repeated} is used twice`]);
    if (input.max_suspension_seconds < input.first_suspension_seconds) {
      throw new BadRequestException(['max_suspension_seconds must not be below first_suspension_seconds']);
    }
    // Seeds first, so the change is version 2 or later (the $inc below counts from the seed's 1).
    await this.get();
    const values = {
      default_limits: plainLimits(input.default_limits),
      destinations: input.destinations.map(plainRule),
      first_suspension_seconds: input.first_suspension_seconds,
      max_suspension_seconds: input.max_suspension_seconds,
    };
    await this.rules.updateOne({ key: TRAFFIC_SHAPING_RULES_KEY }, { $set: values, $inc: { version: 1 } }, { upsert: true }).exec();
    this.cache.invalidate(TRAFFIC_SHAPING_RULES_KEY);
    return this.get();
  }

  private read() {
    return this.rules.findOne({ key: TRAFFIC_SHAPING_RULES_KEY }).lean<TrafficShapingRulesRecord>().exec();
  }

  /** Stores the shipped rules as version 1; another process may have done it first. */
  private async seed(): Promise<TrafficShapingRulesRecord> {
    const seeded = { key: TRAFFIC_SHAPING_RULES_KEY, version: 1, ...SHIPPED_TRAFFIC_SHAPING_RULES };
    try {
      await this.rules.create(seeded);
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    return (await this.read()) ?? seeded;
  }
}

function plainLimits(limits: TrafficShapingRulesInput['default_limits']) {
  const { max_connections, max_messages_per_connection, max_messages_per_minute, max_messages_per_hour } = limits;
  return { max_connections, max_messages_per_connection, max_messages_per_minute, max_messages_per_hour };
}

function plainRule(rule: TrafficShapingRulesInput['destinations'][number]) {
  return { name: rule.name, mx_suffixes: rule.mx_suffixes.map((suffix) => suffix.toLowerCase()), ...plainLimits(rule) };
}
