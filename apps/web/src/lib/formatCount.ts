/** A count in the reader's locale, or '-' while it is unknown (loading, failed, not served). */
export function formatCount(count: number | undefined): string {
  return count === undefined ? '-' : count.toLocaleString();
}
