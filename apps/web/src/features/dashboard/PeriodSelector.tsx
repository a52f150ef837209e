import { REPORT_PERIODS, type ReportPeriodDays } from './reportPeriod';

interface PeriodSelectorProps {
  days: ReportPeriodDays;
  onChange: (days: ReportPeriodDays) => void;
}

/** The chart's period: one pressed button among 1 day, 2 days, 7 days and 1 month. */
export function PeriodSelector({ days, onChange }: PeriodSelectorProps) {
  return (
    <div className="segmented" role="group" aria-label="Period">
      {REPORT_PERIODS.map((period) => (
        <button
          key={period.days}
          type="button"
          className="segmented__option"
          aria-pressed={period.days === days}
          onClick={() => onChange(period.days)}
        >
          {period.label}
        </button>
      ))}
    </div>
  );
}
