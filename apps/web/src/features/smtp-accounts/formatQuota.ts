/** A daily quota for reading: 0 means no limit. */
export function formatQuota(quota: number): string {
  return quota === 0 ? 'Unlimited' : `${quota.toLocaleString()} / day`;
}
