import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';

/** Where the connection's indexes are built: the server it reaches, told by its buildInfo. */
export type IndexedDatabase = 'mongodb' | 'embedded';

/** A model of the connection, whatever its documents. */
type ConnectionModel = Connection['models'][string];

/**
 * THE seam for which of the schemas' indexes a database gets (mongoose's own index builds are
 * off: see databaseOptions in app.module.ts).
 *
 * - MongoDB: every index the schemas declare, each serving the queries the index audit lists,
 *   built in the background as mongoose's autoIndex would (a new index on a large collection
 *   does not hold the start up).
 * - The embedded database (FerretDB 1.24 on SQLite): only the unique ones, which it enforces,
 *   and before the API serves. Its SQLite backend answers no filter but `_id` equality from an
 *   index (every other filter reads the whole collection), so a non-unique index there is never
 *   read, only written: on every insert, update and delete of a message-log entry, event, delivery
 *   log entry or delivery, SQLite extracts each indexed field from the document's JSON and updates
 *   that index's B-tree, about a tenth of the embedded database's CPU per message sent
 *   (bench/README.md, issue 29). Such indexes left by earlier versions are dropped. A TTL index it
 *   refuses anyway (LogExpiryService expires logs on both servers).
 */
@Injectable()
export class DatabaseIndexes implements OnModuleInit {
  private readonly logger = new Logger(DatabaseIndexes.name);
  private readonly builds = new Map<string, Promise<void>>();
  private database: IndexedDatabase = 'mongodb';

  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** The server the indexes were built for. */
  get server(): IndexedDatabase {
    return this.database;
  }

  async onModuleInit(): Promise<void> {
    const info = await this.connection.db!.admin().command({ buildInfo: 1 });
    this.database = typeof info.ferretdbVersion === 'string' ? 'embedded' : 'mongodb';
    for (const model of Object.values(this.connection.models)) this.builds.set(model.modelName, this.build(model));
    if (this.database === 'embedded') await Promise.all(this.builds.values());
  }

  /**
   * Settles once the model's indexes this database gets are built (failures are logged): for a
   * caller that relies on a unique index, such as concurrent upserts.
   */
  ready(model: { modelName: string }): Promise<void> {
    return this.builds.get(model.modelName) ?? Promise.resolve();
  }

  /** The indexes of the model's schema this database gets, as [keys, options]. */
  private declaredFor(model: ConnectionModel): Array<[Record<string, unknown>, Record<string, unknown>]> {
    const declared = model.schema.indexes() as Array<[Record<string, unknown>, Record<string, unknown>]>;
    return this.database === 'embedded' ? declared.filter(([, options]) => options.unique === true) : declared;
  }

  private async build(model: ConnectionModel): Promise<void> {
    if (this.database === 'embedded') await this.dropUnread(model);
    // One by one, as mongoose builds them: a failure names its index and the others are still built.
    for (const [keys, options] of this.declaredFor(model)) {
      try {
        await model.collection.createIndex(keys as Record<string, 1 | -1>, options);
      } catch (error) {
        this.logger.error(`The index ${JSON.stringify(keys)} of ${model.collection.collectionName} was not built: ${(error as Error).message}`);
      }
    }
  }

  /** Drops the non-unique indexes an earlier version built on the embedded database. */
  private async dropUnread(model: ConnectionModel): Promise<void> {
    const existing = await model.collection.indexes().catch(() => []);
    for (const index of existing) {
      if (index.name === '_id_' || index.unique || !index.name) continue;
      // Another process starting beside this one may have dropped it first.
      const dropped = await model.collection.dropIndex(index.name).then(() => true, () => false);
      if (dropped) this.logger.log(`Dropped the index ${index.name} of ${model.collection.collectionName}: the embedded database never reads it`);
    }
  }
}
