/** MongoDB's code for a write refused because its unique key (or `_id`) is taken. */
export const DUPLICATE_KEY = 11000;
/**
 * The positions an unordered insertMany refused only because they were stored already: the
 * positions, when every refusal was a duplicate key (an empty set when the server reported a
 * duplicate without saying which), or null when something else failed. Mongoose and the driver
 * report a refused write in two shapes (`code`/`index` or `err.code`/`err.index`).
 */
export function duplicatePositions(error) {
    const { code, writeErrors } = error;
    if (writeErrors?.length) {
        if (!writeErrors.every((writeError) => (writeError.code ?? writeError.err?.code) === DUPLICATE_KEY))
            return null;
        return new Set(writeErrors.map((writeError) => writeError.index ?? writeError.err?.index ?? -1));
    }
    return code === DUPLICATE_KEY ? new Set() : null;
}
/** Inserts documents with derived `_id`s: those stored already (a repeat after a crash) are passed by. */
export async function insertIgnoringDuplicates(collection, documents) {
    if (documents.length === 0)
        return;
    try {
        await collection.insertMany(documents, { ordered: false });
    }
    catch (error) {
        if (duplicatePositions(error) === null)
            throw error;
    }
}
//# sourceMappingURL=duplicate-keys.js.map