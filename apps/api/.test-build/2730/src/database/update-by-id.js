/**
 * A bulkWrite operation that updates the document with this _id: what `updateOne` by _id would
 * be, sent as `updateMany`, which matches the same single document.
 *
 * Why not `updateOne`: FerretDB 1.24 (the embedded database) keeps the read of each non-multi
 * statement's match open until the whole update command has ended, and each open read holds one
 * of the 100 SQLite connections FerretDB has per database. An update command of 100 such
 * statements then waits for ever for a connection that its own earlier statements hold, and so
 * does every other command after it: the database stops, idle (the stall of the throughput bench
 * under sending load, when a batch of 100 attempts' results was written). A multi statement reads
 * its match to the end, which gives the connection back before the next statement.
 */
export function updateById(id, update, options = {}) {
    return { updateMany: { filter: { _id: id }, update, ...options } };
}
//# sourceMappingURL=update-by-id.js.map