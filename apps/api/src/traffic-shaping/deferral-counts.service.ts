import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DEFERRAL_CLASSES, type DeferralClass, type DestinationDeferralList, type DestinationDeferrals } from '@platform/contracts';
import { DeferralCountRecord } from './deferral-count.schema.js';

/** The destination of deferrals for which the agent found no MX host (so no destination). */
const NO_DESTINATION = '(no MX host)';
/** Destinations listed on the screen, the ones with most deferrals first. */
const LISTED_DESTINATIONS = 200;

/** Why deliveries wait, per day, destination and reply class: the operator screen's "deferrals today". */
@Injectable()
export class DeferralCountsService {
  constructor(@InjectModel(DeferralCountRecord.name) private readonly counts: Model<DeferralCountRecord>) {}

  /** Counts one attempt's deferred recipients, each under its reply class. */
  async record(destination: string | undefined, classes: DeferralClass[], now = new Date()): Promise<void> {
    if (classes.length === 0) return;
    const day = now.toISOString().slice(0, 10);
    const name = destination ?? NO_DESTINATION;
    const perClass = new Map<DeferralClass, number>();
    for (const deferral of classes) perClass.set(deferral, (perClass.get(deferral) ?? 0) + 1);
    await this.counts.bulkWrite(
      [...perClass].map(([deferral, count]) => ({
        updateOne: {
          filter: { _id: `${day}|${name}|${deferral}` },
          update: { $inc: { count }, $setOnInsert: { day, destination: name, deferral_class: deferral } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  async today(now = new Date()): Promise<DestinationDeferralList> {
    const day = now.toISOString().slice(0, 10);
    const rows = await this.counts.find({ day }).lean<DeferralCountRecord[]>().exec();
    const byDestination = new Map<string, DestinationDeferrals>();
    for (const row of rows) {
      const entry = byDestination.get(row.destination) ?? {
        destination: row.destination,
        counts: Object.fromEntries(DEFERRAL_CLASSES.map((deferral) => [deferral, 0])) as Record<DeferralClass, number>,
        total: 0,
      };
      entry.counts[row.deferral_class] += row.count;
      entry.total += row.count;
      byDestination.set(row.destination, entry);
    }
    const items = [...byDestination.values()].sort((first, second) => second.total - first.total);
    return { day, items: items.slice(0, LISTED_DESTINATIONS), total: items.length };
  }
}
