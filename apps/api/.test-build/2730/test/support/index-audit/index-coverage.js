/**
 * The index MongoDB would serve the shape with, by its rules, or undefined when none does:
 *   1. equality fields first (a multi-value $in counts as equality only when no sort follows it,
 *      since its points come back in value order, not in the sort's);
 *   2. then the sort, in the index's order or entirely reversed (sort fields held equal drop out;
 *      equality fields may sit between sort fields);
 *   3. then ranges (and anchored case-sensitive prefixes), on later fields or the sort's own.
 * Every field an index could bound must be bounded by it (except behind a unique index held
 * equal on every key: one entry at most is read), and the index must bound something or give the
 * sort, or it is a scan of the whole collection. An $or is served when every branch is.
 */
export function indexCoverage(shape, indexes) {
    // Every collection has its unique _id index, declared or not (e.g. one no model names).
    const idIndex = { collection: shape.collection, name: '_id_', keys: [['_id', 1]], unique: true };
    const candidates = [idIndex, ...indexes.filter((index) => index.collection === shape.collection && index.name !== '_id_')];
    const branches = shape.filter.or ? shape.filter.or.map((branch) => withFields(branch, shape.filter.fields)) : [shape.filter];
    const coverage = { indexes: [], residual: [] };
    for (const branch of branches) {
        const best = bestIndex(branch.fields, shape.sort, candidates);
        if (!best)
            return undefined;
        coverage.indexes.push(best.index);
        for (const field of best.residual)
            if (!coverage.residual.includes(field))
                coverage.residual.push(field);
    }
    return coverage;
}
function withFields(branch, fields) {
    return { fields: { ...fields, ...branch.fields } };
}
function bestIndex(fields, sort, candidates) {
    const fits = candidates.flatMap((index) => fitOf(index, fields, sort) ?? []);
    // The most bounded fields win, then the shortest key (the least to maintain).
    fits.sort((a, b) => b.bound - a.bound || a.index.keys.length - b.index.keys.length);
    return fits[0];
}
function fitOf(index, fields, sort) {
    const isEquality = (field) => fields[field] === 'eq' || (fields[field] === 'in' && sort.length === 0);
    const canBound = (field) => fields[field] !== undefined && fields[field] !== 'scan';
    const sortLeft = sort.filter(([field]) => fields[field] !== 'eq');
    const bound = new Set();
    let position = 0;
    while (position < index.keys.length && isEquality(index.keys[position][0]))
        bound.add(index.keys[position++][0]);
    if (index.unique && position === index.keys.length) {
        return { index, bound: bound.size, residual: Object.keys(fields).filter((field) => !bound.has(field)) };
    }
    let relation;
    for (const [sortField, sortDirection] of sortLeft) {
        while (position < index.keys.length && index.keys[position][0] !== sortField && isEquality(index.keys[position][0])) {
            bound.add(index.keys[position++][0]);
        }
        const key = index.keys[position];
        if (!key || key[0] !== sortField)
            return undefined;
        const keyRelation = key[1] === sortDirection ? 1 : -1;
        if (relation !== undefined && keyRelation !== relation)
            return undefined;
        relation = keyRelation;
        if (canBound(sortField))
            bound.add(sortField);
        position += 1;
    }
    // Equality fields after a sort or range key are no better than ranges: ESR wants them first.
    if (Object.keys(fields).some((field) => isEquality(field) && !bound.has(field)))
        return undefined;
    for (; position < index.keys.length; position += 1) {
        const field = index.keys[position][0];
        if (canBound(field))
            bound.add(field);
    }
    const boundable = Object.keys(fields).filter(canBound);
    if (boundable.some((field) => !bound.has(field)))
        return undefined;
    if (bound.size === 0 && sortLeft.length === 0)
        return undefined;
    const residual = Object.keys(fields).filter((field) => !canBound(field));
    return { index, bound: bound.size, residual };
}
/** An index as the table names it: its keys, e.g. `{user_id:1, created_at:-1}`. */
export function describeIndex(index) {
    return `{${index.keys.map(([field, direction]) => `${field}:${direction}`).join(', ')}}`;
}
//# sourceMappingURL=index-coverage.js.map