import { countMatching } from './collection-count.js';
const MAX_TIME_MS_EXPIRED = 50;
/**
 * One page of an admin list without counting what a filter matches: a filtered count reads every
 * match on MongoDB, and every document on the embedded database (minutes at a million). The page
 * reads one document more than it shows, which tells whether a next page exists; only the
 * unfiltered total is given, from the collection's statistics.
 */
export async function readOpenEndedPage(model, filter, sort, window, options = {}) {
    const filtered = Object.keys(filter).length > 0;
    const unfilteredTotal = () => (options.listHeads ? options.listHeads.total(model) : countMatching(model, {}));
    if (!filtered && options.listHeads && window.skip === 0 && window.limit === 1) {
        const [newest, total] = await Promise.all([options.listHeads.newest(model), unfilteredTotal()]);
        return { documents: newest ? [newest] : [], total, has_more: total > 1 };
    }
    const query = model.find(filter).sort(sort).skip(window.skip).limit(window.limit + 1);
    if (options.containsSearchMaxTimeMs)
        query.maxTimeMS(options.containsSearchMaxTimeMs);
    try {
        const [documents, total] = await Promise.all([
            query.exec(),
            filtered ? Promise.resolve(null) : unfilteredTotal(),
        ]);
        return { documents: documents.slice(0, window.limit), total, has_more: documents.length > window.limit };
    }
    catch (error) {
        if (!options.containsSearchMaxTimeMs || error.code !== MAX_TIME_MS_EXPIRED)
            throw error;
        return { documents: [], total: null, has_more: false, search_cut_short: true };
    }
}
export function toOpenEndedListResponse(page, items, window) {
    return {
        items,
        total: page.total,
        has_more: page.has_more,
        page: window.page,
        limit: window.limit,
        ...(page.search_cut_short && { search_cut_short: true }),
    };
}
//# sourceMappingURL=open-ended-page.js.map