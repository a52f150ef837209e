interface VerifiedMarkProps {
  /** The record's name: SPF, DKIM or DMARC. */
  record: string;
  isVerified: boolean;
}

/** A tick for a record the server found published, a dash for one it did not. */
export function VerifiedMark({ record, isVerified }: VerifiedMarkProps) {
  return (
    <span
      className={`verified-mark${isVerified ? ' verified-mark--yes' : ''}`}
      role="img"
      aria-label={`${record} ${isVerified ? 'verified' : 'not verified'}`}
      title={`${record} ${isVerified ? 'verified' : 'not verified'}`}
    >
      {isVerified ? '✓' : '–'}
    </span>
  );
}
