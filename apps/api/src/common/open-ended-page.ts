import type { Model, QueryFilter, SortOrder } from 'mongoose';
import type { OpenEndedListResponse } from '@platform/contracts';
import { countMatching } from './collection-count.js';
import type { ListHeads } from './list-heads.js';
import type { PageWindow } from './page-query.dto.js';

const MAX_TIME_MS_EXPIRED = 50;

export interface OpenEndedPage<TDocument> {
  documents: TDocument[];
  total: number | null;
  has_more: boolean;
  /** Set when a contains-search was stopped at its time bound: no documents then. */
  search_cut_short?: true;
}

export interface OpenEndedPageOptions {
  /** The filter holds a search no index serves (it matches any part of a value): read for this long at most. */
  containsSearchMaxTimeMs?: number;
  /**
   * The list is newest first and ListHeads keeps its collection: the unfiltered total comes from
   * there (read less than a second ago), and an unfiltered first page of one item (the dashboard's
   * count tiles) is its newest document, read by _id instead of by sorting the collection.
   */
  listHeads?: ListHeads;
}

/**
 * One page of an admin list without counting what a filter matches: a filtered count reads every
 * match on MongoDB, and every document on the embedded database (minutes at a million). The page
 * reads one document more than it shows, which tells whether a next page exists; only the
 * unfiltered total is given, from the collection's statistics.
 */
export async function readOpenEndedPage<TRecord, TDocument>(
  model: Model<TRecord>,
  filter: QueryFilter<TRecord>,
  sort: Record<string, SortOrder>,
  window: PageWindow,
  options: OpenEndedPageOptions = {},
): Promise<OpenEndedPage<TDocument>> {
  const filtered = Object.keys(filter).length > 0;
  const unfilteredTotal = () => (options.listHeads ? options.listHeads.total(model) : countMatching(model, {}));
  if (!filtered && options.listHeads && window.skip === 0 && window.limit === 1) {
    const [newest, total] = await Promise.all([options.listHeads.newest(model), unfilteredTotal()]);
    return { documents: newest ? [newest as TDocument] : [], total, has_more: total > 1 };
  }
  const query = model.find(filter).sort(sort).skip(window.skip).limit(window.limit + 1);
  if (options.containsSearchMaxTimeMs) query.maxTimeMS(options.containsSearchMaxTimeMs);
  try {
    const [documents, total] = await Promise.all([
      query.exec() as Promise<TDocument[]>,
      filtered ? Promise.resolve(null) : unfilteredTotal(),
    ]);
    return { documents: documents.slice(0, window.limit), total, has_more: documents.length > window.limit };
  } catch (error) {
    if (!options.containsSearchMaxTimeMs || (error as { code?: unknown }).code !== MAX_TIME_MS_EXPIRED) throw error;
    return { documents: [], total: null, has_more: false, search_cut_short: true };
  }
}

export function toOpenEndedListResponse<TDocument, TItem>(
  page: OpenEndedPage<TDocument>,
  items: TItem[],
  window: PageWindow,
): OpenEndedListResponse<TItem> {
  return {
    items,
    total: page.total,
    has_more: page.has_more,
    page: window.page,
    limit: window.limit,
    ...(page.search_cut_short && { search_cut_short: true }),
  };
}
