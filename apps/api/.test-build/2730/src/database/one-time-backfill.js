/** Where the backfills done in this database are recorded, one document per backfill, by name. */
const BACKFILLS_COLLECTION = 'backfills';
/**
 * Runs work that fills a new field on documents stored before it existed, once per database: a
 * marker document read by _id records that it is done, so later starts read nothing. A restored
 * backup from before the field brings its own (lacking) markers back, and the work runs again.
 */
export async function backfillOnce(connection, name, work) {
    const markers = connection.collection(BACKFILLS_COLLECTION);
    if (await markers.findOne({ _id: name }))
        return;
    await work();
    await markers.updateOne({ _id: name }, { $set: { done_at: new Date() } }, { upsert: true });
}
/** Removes a backfill's marker: for one whose work a later backfill replaced, along with what it filled. */
export async function forgetBackfill(connection, name) {
    await connection.collection(BACKFILLS_COLLECTION).deleteOne({ _id: name });
}
//# sourceMappingURL=one-time-backfill.js.map