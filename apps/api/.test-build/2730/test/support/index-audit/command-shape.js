/**
 * What the index audit keeps of a database command: the collection, the command, and the shape of
 * its filter and sort (which fields, and how each is matched), never the values.
 */
export const AUDITED_COMMANDS = ['find', 'aggregate', 'count', 'distinct', 'update', 'delete', 'findAndModify'];
const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);
/** Stages that read collection statistics or indexes, never documents. */
const METADATA_STAGES = new Set(['$collStats', '$indexStats']);
/**
 * The shapes one command reads documents with (an update or delete command can carry several
 * statements); none for commands that read no documents (a count with no query, $collStats).
 */
export function shapesOfCommand(commandName, command) {
    if (!AUDITED_COMMANDS.includes(commandName))
        return [];
    const name = commandName;
    const collection = command[commandName];
    if (typeof collection !== 'string')
        return [];
    const shape = (filter, sort = undefined) => ({
        collection,
        command: name,
        filter: filterShape(filter),
        sort: sortShape(sort),
    });
    switch (name) {
        case 'find':
            return [shape(command.filter, command.sort)];
        case 'findAndModify':
            return [shape(command.query, command.sort)];
        case 'distinct':
            return [shape(command.query)];
        case 'count':
            // A count with no query answers from the collection's metadata (estimatedDocumentCount).
            return isEmptyObject(command.query) ? [] : [shape(command.query)];
        case 'update':
            return asArray(command.updates).map((statement) => shape(statement.q));
        case 'delete':
            return asArray(command.deletes).map((statement) => shape(statement.q));
        case 'aggregate':
            return aggregateShape(asArray(command.pipeline), shape);
    }
}
/** The leading $match and $sort stages are what an index can serve; later stages work on their output. */
function aggregateShape(pipeline, shape) {
    const first = pipeline[0];
    if (first && Object.keys(first).some((stage) => METADATA_STAGES.has(stage)))
        return [];
    const conditions = [];
    let sort;
    for (const stage of pipeline) {
        if ('$match' in stage && sort === undefined)
            conditions.push(stage.$match);
        else if ('$sort' in stage && sort === undefined)
            sort = stage.$sort;
        else
            break;
    }
    return [shape(conditions.length <= 1 ? conditions[0] : { $and: conditions }, sort)];
}
export function filterShape(filter) {
    const shape = { fields: {} };
    if (!isPlainObject(filter))
        return shape;
    for (const [key, condition] of Object.entries(filter)) {
        if (key === '$and') {
            for (const part of asArray(condition))
                mergeInto(shape, filterShape(part));
        }
        else if (key === '$or') {
            const branches = asArray(condition).map(filterShape);
            // Nested $or (an $or inside an $and) multiplies out, as the query planner does.
            shape.or = shape.or ? shape.or.flatMap((left) => branches.map((right) => merged(left, right))) : branches;
        }
        else if (key.startsWith('$')) {
            // $nor, $expr, $where, $text...: nothing an index bounds.
            shape.fields[key] = 'scan';
        }
        else {
            setKind(shape, key, predicateKind(condition));
        }
    }
    return shape;
}
function predicateKind(condition) {
    const expression = regularExpression(condition);
    if (expression)
        return regexKind(expression);
    if (!isPlainObject(condition) || !Object.keys(condition).some((key) => key.startsWith('$')))
        return 'eq';
    const operators = Object.entries(condition).filter(([operator]) => operator !== '$options');
    const kinds = operators.map(([operator, operand]) => {
        if (operator === '$eq')
            return 'eq';
        if (operator === '$in')
            return asArray(operand).length === 1 ? 'eq' : 'in';
        if (RANGE_OPERATORS.has(operator))
            return 'range';
        if (operator === '$regex') {
            const options = typeof condition.$options === 'string' ? condition.$options : '';
            return regexKind(regularExpression(operand) ?? { source: String(operand), flags: options });
        }
        return 'scan';
    });
    // The tightest bound wins: several operators on one field are one interval of its index.
    return strongest(kinds);
}
const KIND_STRENGTH = { eq: 4, in: 3, prefix: 2, range: 1, scan: 0 };
function strongest(kinds) {
    return kinds.reduce((best, kind) => (KIND_STRENGTH[kind] > KIND_STRENGTH[best] ? kind : best), 'scan');
}
function regexKind(expression) {
    // A case-insensitive or unanchored pattern cannot be turned into index bounds; nor can an alternation.
    const anchored = expression.source.startsWith('^') && !expression.source.includes('|');
    return anchored && !expression.flags.includes('i') ? 'prefix' : 'scan';
}
/** A JavaScript RegExp or the driver's BSONRegExp, as source and flags; undefined for anything else. */
function regularExpression(value) {
    if (value instanceof RegExp)
        return value;
    if (isObject(value) && value._bsontype === 'BSONRegExp') {
        const { pattern, options } = value;
        return { source: pattern, flags: options };
    }
    return undefined;
}
function sortShape(sort) {
    // The driver hands find's sort over as a Map (it keeps the order of the keys).
    const entries = sort instanceof Map ? [...sort.entries()] : isPlainObject(sort) ? Object.entries(sort) : [];
    return entries.map(([field, direction]) => [String(field), Number(direction) < 0 ? -1 : 1]);
}
function setKind(shape, field, kind) {
    const existing = shape.fields[field];
    shape.fields[field] = existing ? strongest([existing, kind]) : kind;
}
function mergeInto(target, source) {
    for (const [field, kind] of Object.entries(source.fields))
        setKind(target, field, kind);
    if (source.or)
        target.or = target.or ? target.or.flatMap((left) => source.or.map((right) => merged(left, right))) : source.or;
}
function merged(left, right) {
    const shape = { fields: {} };
    mergeInto(shape, left);
    mergeInto(shape, right);
    return shape;
}
/** One line that names a shape: the audit's table row and allow-list key. */
export function describeShape(shape) {
    const sort = shape.sort.length ? ` sort {${shape.sort.map(([field, direction]) => `${field}:${direction}`).join(', ')}}` : '';
    return `${shape.collection}.${shape.command} ${describeFilter(shape.filter)}${sort}`;
}
function describeFilter(filter) {
    const fields = Object.entries(filter.fields)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([field, kind]) => `${field}:${kind}`);
    if (filter.or)
        fields.push(`$or[${filter.or.map(describeFilter).join(' | ')}]`);
    return `{${fields.join(', ')}}`;
}
function asArray(value) {
    return Array.isArray(value) ? value : [];
}
function isObject(value) {
    return typeof value === 'object' && value !== null;
}
function isPlainObject(value) {
    if (!isObject(value) || Array.isArray(value) || value instanceof RegExp || value instanceof Date)
        return false;
    return !('_bsontype' in value);
}
function isEmptyObject(value) {
    return value === undefined || (isPlainObject(value) && Object.keys(value).length === 0);
}
//# sourceMappingURL=command-shape.js.map