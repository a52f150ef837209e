import type { PageQuery } from './common.js';
import type { BounceReason, SuppressionCause } from './inbound-mail.js';
import type { UserApproval } from './user.js';

/**
 * The customer's session: an HttpOnly, SameSite=Strict cookie on Path=/api, set by
 * POST /api/login and cleared by POST /api/logout. Page scripts never see it.
 */
export const CUSTOMER_SESSION_COOKIE = 'customer_session';

/**
 * Every state-changing request (POST, PUT, PATCH, DELETE) authenticated by the session cookie
 * must carry this header with this value, or it is refused with 403 (CSRF_REFUSED_MESSAGE).
 * A cross-site form cannot set a header, and a cross-site script cannot send one without a CORS
 * preflight that the API never grants. Requests with an API key (Bearer) need no header.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'platform-console';
export const CSRF_REFUSED_MESSAGE = `Cookie-authenticated requests must carry the header ${CSRF_HEADER}: ${CSRF_HEADER_VALUE}`;

/** Texts the API answers with; the console shows them as they are. */
export const CUSTOMER_MESSAGES = {
  /** SMTP 550 5.7.1 and HTTP 403 while the account's e-mail address is not confirmed. */
  emailUnconfirmed: 'Confirm your e-mail address before sending',
  /** SMTP 550 5.7.1 and HTTP 403 while the account waits for an administrator. */
  approvalPending: 'Your account is waiting for approval',
  /** HTTP 403 for a sending-only API key on any route but POST /api/v1/messages. */
  sendingOnlyKey: 'This API key may only send messages',
  /** HTTP 400 for a confirmation token that is unknown, used or expired. */
  invalidConfirmationLink: 'Invalid or expired confirmation link',
  /** HTTP 401 on /api/v1 and /api/logout without a valid API key or session. */
  authenticationRequired: 'Sign in, or send an API key: Authorization: Bearer <api key>',
  emailConfirmed: 'Your e-mail address is confirmed.',
  confirmationSent: 'We sent you a new confirmation link.',
  /** The resend's answer while the platform has no mail transport (mail_route console_mailbox). */
  confirmationKeptInMailbox:
    'This platform has no mail transport yet: your new confirmation link was kept in the console mailbox, where an administrator can find it.',
  /** HTTP 503 when the platform's mail route failed; the link was not sent and no wait started. */
  confirmationNotSent: 'The confirmation link could not be sent',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  loggedOut: 'Logged out',
  passwordChanged: 'Password changed',
} as const;

// ---- Sign-up confirmation (public) ----

/** POST /api/confirm-email: the token from the link `${PUBLIC_URL}/confirm-email?token=...`. */
export interface ConfirmEmailRequest {
  token: string;
}

// ---- Admin: sign-up settings and approval ----

/** GET and PUT /api/admin/settings/signup. */
export interface SignupSettings {
  /** New self-signed-up accounts also wait for an administrator's approval before they can send. */
  require_approval: boolean;
}

// ---- Account (GET/PATCH /api/v1/account, POST /api/v1/account/password) ----

/** What a new account can do: send, or what it waits for first ('paused': by the reputation guard or an admin, until resumed). */
export const ACCOUNT_SENDING_STATES = ['ready', 'email_unconfirmed', 'approval_pending', 'inactive', 'paused'] as const;
export type AccountSendingState = (typeof ACCOUNT_SENDING_STATES)[number];

export interface AccountPlan {
  plan_code: string;
  name: string;
  /** Messages per day for the whole account; 0 means no cap. */
  daily_limit: number;
}

export interface CustomerProfile {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  email_confirmed: boolean;
  approval: UserApproval;
  sending_state: AccountSendingState;
  /** Sending domains allowed; 0 means no limit. */
  domain_limit: number;
  plan: AccountPlan | null;
  createdAt: string;
  last_login: string | null;
}

export interface UpdateProfileRequest {
  firstName?: string;
  lastName?: string;
}

/** Ends every session of the account; the caller's own session is replaced by a new one. */
export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

// ---- Overview (GET /api/v1/account/overview) ----

export interface AccountDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  sent: number;
  delivered: number;
  bounced: number;
  deferred: number;
  failed: number;
  complained: number;
}

export interface AccountQuota {
  /** 0 means no daily cap. */
  daily_limit: number;
  /** Messages counted against the cap today (mail to the mailbox simulator alone is not counted). */
  used_today: number;
  /** null when there is no cap. */
  remaining_today: number | null;
}

/** The first-run steps that lead to the first delivered message. */
export interface FirstRunChecklist {
  domain_added: boolean;
  /** Some domain has every DNS record found (verified or with a wrong value). */
  records_published: boolean;
  /** Some domain has every record verified. */
  domain_verified: boolean;
  /** An SMTP credential or a named API key. */
  credential_created: boolean;
  /** A test message (POST /api/v1/test-message) or any message was accepted. */
  test_message_sent: boolean;
  first_delivered: boolean;
  /** A message was accepted from the account's sandbox address, or mail of the account was already delivered (the sandbox is then behind it). */
  sandbox_message_sent: boolean;
}

/**
 * The mailbox simulator's addresses (`<name>@<simulator domain>`, a `+tag` allowed), answered by
 * the platform itself: delivered; bounce (a DSN afterwards, 5.1.1); ooto (an out-of-office
 * auto-reply, never a bounce); complaint (an ARF abuse report); suppressed (left out at submission as a suppressed recipient).
 */
export const SIMULATOR_MAILBOXES = ['delivered', 'bounce', 'ooto', 'complaint', 'suppressed'] as const;
export type SimulatorMailbox = (typeof SIMULATOR_MAILBOXES)[number];

/** What an account may send before any DNS work: from its sandbox address, within the sandbox. */
export interface AccountSandbox {
  /** `<account id>@<platform domain>`, signed with the platform's key. */
  from_address: string;
  /** The account's own confirmed addresses: with the simulator, the only recipients allowed. */
  allowed_recipients: string[];
  /** The simulator's domain, e.g. `simulator.platform.localhost`. */
  simulator_domain: string;
  /** Messages a day from the sandbox (the account's other mail counts too, simulator mail never); 0: no limit. */
  daily_limit: number;
}

export interface AccountOverview {
  sent_today: number;
  /** The last 30 UTC days, today included. */
  sent_30d: number;
  delivered_30d: number;
  bounced_30d: number;
  complained_30d: number;
  /** Percentages of the 30 days' sent messages' outcomes, two decimals, 0 when nothing was sent. */
  delivery_rate: number;
  bounce_rate: number;
  complaint_rate: number;
  /** One item per UTC day, oldest first, days without mail included (30 items). */
  days: AccountDay[];
  quota: AccountQuota;
  checklist: FirstRunChecklist;
  sandbox: AccountSandbox;
}

// ---- Test message (POST /api/v1/test-message) ----

export interface TestMessageRequest {
  /** One of the caller's domains that may send; the message comes from test@<domain>. */
  domain_id: string;
  to: string;
}

// ---- Suppressions (/api/v1/suppressions) ----

export interface CustomerSuppression {
  _id: string;
  address: string;
  /** Why, in words: the bounce reply, the report, the unsubscribe. */
  reason: string;
  cause: SuppressionCause;
  /** For a bounce: the classified reason (null for other causes). */
  bounce_reason: BounceReason | null;
  /** The address itself cannot receive mail (user unknown, host unknown, has moved); any other suppression may well be lifted (DELETE). */
  address_level: boolean;
  created_at: string;
}

export interface CustomerSuppressionListQuery extends PageQuery {
  /** Part of the address. */
  search?: string;
}

export interface CreateSuppressionRequest {
  address: string;
  /** Defaults to 'Added by the account'. */
  reason?: string;
}
