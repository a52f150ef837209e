/**
 * The operator's set-up checklist (GET /api/admin/setup-checklist): what this installation still
 * needs before its mail can reach inboxes, each item with what was found and the exact fix.
 */
export const SETUP_CHECK_IDS = [
  'public_hostname',
  'smtp_hostname',
  'smtp_certificate',
  'platform_mail_sender',
  'return_path_mx',
  'return_path_spf',
  'tracking_host',
  'reverse_dns',
  'port25_outbound',
  'agents_online',
] as const;
export type SetupCheckId = (typeof SETUP_CHECK_IDS)[number];

/**
 * pass: done; warn: works, with a caveat worth fixing; fail: mail is lost, refused or lands in
 * spam until fixed; unknown: could not be checked now (a DNS server did not answer, a probe is off).
 */
export const SETUP_CHECK_STATUSES = ['pass', 'warn', 'fail', 'unknown'] as const;
export type SetupCheckStatus = (typeof SETUP_CHECK_STATUSES)[number];

/** One subject of an item checked on its own, such as one sending IP's reverse DNS. */
export interface SetupCheckDetail {
  /** What was checked, e.g. an IP address. */
  subject: string;
  status: SetupCheckStatus;
  found: string;
}

export interface SetupCheck {
  id: SetupCheckId;
  /** A short name, e.g. "Return-path MX". */
  title: string;
  status: SetupCheckStatus;
  /** What the check found, in a sentence. */
  found: string;
  /** The exact fix (a setting, a DNS record to publish); null when the item passes. */
  fix: string | null;
  /** Per-subject results where an item checks several things (each sending IP); empty otherwise. */
  details: SetupCheckDetail[];
}

export interface SetupChecklistResponse {
  items: SetupCheck[];
  /** When these results were found: they are kept briefly, so they may be some seconds old. */
  checked_at: string;
  /** Whether every item passes (the console then folds the checklist away). */
  all_passed: boolean;
}
