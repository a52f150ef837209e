import { Types } from 'mongoose';
/**
 * The customer's record with this id, or null when there is none, it belongs to another
 * account, or (for a key limited to one domain) `inScope` says it is outside the key's domain.
 *
 * On MongoDB this is `model.findOne({ _id: id, user_id: scope.userId })`. The embedded database
 * serves only a filter of exactly `{ _id }` from an index (any other filter reads the whole
 * collection), so the record is read by _id and its owner compared here; the answer is the same.
 */
export async function findOwned(model, scope, id, inScope = () => true) {
    if (!Types.ObjectId.isValid(id) || !/^[0-9a-f]{24}$/i.test(id))
        return null;
    const record = await model.findById(id).exec();
    if (!record || !record.user_id?.equals(scope.userId) || !inScope(record))
        return null;
    return record;
}
//# sourceMappingURL=owned-record.js.map