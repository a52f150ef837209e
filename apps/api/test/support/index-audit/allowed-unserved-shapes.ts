/**
 * Command shapes no index serves, allowed on purpose. Each key is the shape as the audit's table
 * names it (describeShape); each value says why reading without an index is acceptable there.
 * Keep it short: an entry is a scan on MongoDB too.
 */
export const ALLOWED_UNSERVED_SHAPES: Readonly<Record<string, string>> = {};
