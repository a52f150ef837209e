/** How much of a limit is used: a bar, red from 90 %. */
export function UsageMeter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const usedPercent = limit > 0 ? Math.min(100, (used / limit) * 100) : 0;
  return (
    <div className="meter" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={limit} aria-valuenow={used}>
      <span className={usedPercent >= 90 ? 'meter__part--danger' : 'meter__part--success'} style={{ width: `${usedPercent}%` }} />
    </div>
  );
}
