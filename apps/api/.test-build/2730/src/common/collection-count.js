const NAMESPACE_NOT_FOUND = 26;
/**
 * How many documents of the model's collection match the filter, for a list's total.
 *
 * Without a filter the figure comes from the collection's statistics ($collStats count): FerretDB
 * answers countDocuments({}) and estimatedDocumentCount() by reading and decoding every document
 * (seconds for 100,000), $collStats from its table in milliseconds, deletes included. On MongoDB
 * it is what estimatedDocumentCount() runs. A filter has to be matched document by document anyway.
 */
export async function countMatching(model, filter) {
    if (Object.keys(filter).length > 0)
        return model.countDocuments(filter).exec();
    try {
        // One document per shard on a sharded cluster, one otherwise.
        const shards = await model.aggregate([{ $collStats: { count: {} } }]).exec();
        return shards.reduce((total, shard) => total + shard.count, 0);
    }
    catch (error) {
        // A collection nothing has been written to yet does not exist, and $collStats refuses it.
        if (error?.code === NAMESPACE_NOT_FOUND)
            return 0;
        throw error;
    }
}
//# sourceMappingURL=collection-count.js.map