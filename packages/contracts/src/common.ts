/** Every list call answers with this shape. */
export interface ListResponse<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/**
 * A list whose total is not always counted: a search that reads its candidates one by one stops
 * after a bounded amount of work, and then knows only that more may follow. Same page and limit
 * as ListResponse.
 */
export interface OpenEndedListResponse<T> extends Omit<ListResponse<T>, 'total'> {
  /** Items on every page together; null when the search stopped before it could count them all. */
  total: number | null;
  /** A next page has items (total known), or may have some (total null: the search stopped early). */
  has_more: boolean;
}

/** Query parameters every list call accepts. */
export interface PageQuery {
  page?: number;
  limit?: number;
}

/** The largest page a list call serves, whatever `limit` asks for. */
export const MAX_PAGE_LIMIT = 100;

/** Error body of every failed call (NestJS's shape). `message` lists field errors on a 400. */
export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
}

export const ACTIVE_STATUSES = ['active', 'inactive'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

/** Header that carries the admin token on every /api/admin call. */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

/** Browser local-storage key under which the console keeps the admin token. */
export const ADMIN_TOKEN_STORAGE_KEY = 'adminToken';

/** Base path of the admin console. */
export const ADMIN_BASE_PATH = '/myproadmin';
