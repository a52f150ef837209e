import { ConfigError, HOSTNAME_PATTERN, parseWholeNumberSetting } from './env-parsers.js';

/** The return path messages leave with, and the listener that takes bounces, complaints and unsubscribes. */
export interface InboundMailConfig {
  /**
   * The platform's return-path domain (RETURN_PATH_DOMAIN): envelope senders are
   * b+<token>@<it> unless the sender domain's own bounces.<domain> verified. Its MX must point
   * at the inbound listener, and its SPF must authorize every sending IP and relay.
   */
  returnPathDomain: string;
  /** The host customers' bounces.<domain> MX records point at (INBOUND_MX_HOST). */
  inboundMxHost: string;
  /** Where feedback loops send abuse reports (FEEDBACK_ADDRESS), lower-cased. */
  feedbackAddress: string;
  /** Inbound listener port; 0 picks a free one, -1 turns it off (INBOUND_SMTP_PORT). */
  port: number;
  /** Address the inbound listener binds (INBOUND_SMTP_HOST). */
  host: string;
  /** Largest inbound message read, in bytes; more is refused with 552 (INBOUND_MAX_MESSAGE_BYTES). */
  maxMessageBytes: number;
  /** Connections one client address may hold at once (INBOUND_MAX_CONNECTIONS_PER_CLIENT). */
  maxConnectionsPerClient: number;
  /** Messages one client address may send per minute (INBOUND_MESSAGES_PER_MINUTE_PER_CLIENT). */
  messagesPerMinutePerClient: number;
  /** How long a client may take over a message's DATA, in ms (INBOUND_DATA_TIMEOUT_SECONDS). */
  dataTimeoutMs: number;
  /**
   * Permanent failures of one address (mailbox full, suspended, expired: reasons about the
   * mailbox, not the address) within `bounceRepeatDays` that suppress it; 0 never
   * (BOUNCE_REPEAT_SUPPRESS_COUNT). Address-level reasons suppress at the first.
   */
  bounceRepeatCount: number;
  /** The span those failures are counted over, in days (BOUNCE_REPEAT_SUPPRESS_DAYS). */
  bounceRepeatDays: number;
}

export function loadInboundMailConfig(env: NodeJS.ProcessEnv, smtpHostname: string): InboundMailConfig {
  const whole = (variable: string, fallback: number, min: number, max: number) => parseWholeNumberSetting(env, variable, fallback, min, max);
  const returnPathDomain = hostSetting(env, 'RETURN_PATH_DOMAIN') ?? defaultReturnPathDomain(env, smtpHostname);
  return {
    returnPathDomain,
    inboundMxHost: hostSetting(env, 'INBOUND_MX_HOST') ?? smtpHostname.toLowerCase(),
    feedbackAddress: feedbackAddress(env, returnPathDomain),
    port: whole('INBOUND_SMTP_PORT', 2525, -1, 65535),
    host: env.INBOUND_SMTP_HOST || '0.0.0.0',
    maxMessageBytes: whole('INBOUND_MAX_MESSAGE_BYTES', 10 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    maxConnectionsPerClient: whole('INBOUND_MAX_CONNECTIONS_PER_CLIENT', 5, 1, 10_000),
    messagesPerMinutePerClient: whole('INBOUND_MESSAGES_PER_MINUTE_PER_CLIENT', 120, 1, 1_000_000),
    dataTimeoutMs: whole('INBOUND_DATA_TIMEOUT_SECONDS', 60, 1, 3600) * 1000,
    bounceRepeatCount: whole('BOUNCE_REPEAT_SUPPRESS_COUNT', 3, 0, 1000),
    bounceRepeatDays: whole('BOUNCE_REPEAT_SUPPRESS_DAYS', 30, 1, 3650),
  };
}

/** bounces.<PUBLIC_HOSTNAME> when the platform's public host name is set, else the SMTP host name. */
function defaultReturnPathDomain(env: NodeJS.ProcessEnv, smtpHostname: string): string {
  const publicHostname = env.PUBLIC_HOSTNAME?.trim().toLowerCase();
  return publicHostname ? `bounces.${publicHostname}` : smtpHostname.toLowerCase();
}

function hostSetting(env: NodeJS.ProcessEnv, variable: string): string | undefined {
  const value = env[variable]?.trim();
  if (!value) return undefined;
  if (!HOSTNAME_PATTERN.test(value)) throw new ConfigError(variable, `must be a host name (got "${value}")`);
  return value.toLowerCase();
}

/** fbl@<return-path domain> unless FEEDBACK_ADDRESS names another address. */
function feedbackAddress(env: NodeJS.ProcessEnv, returnPathDomain: string): string {
  const value = env.FEEDBACK_ADDRESS?.trim();
  if (!value) return `fbl@${returnPathDomain}`;
  const at = value.lastIndexOf('@');
  if (at < 1 || !HOSTNAME_PATTERN.test(value.slice(at + 1)) || /[\s<>()"]/.test(value)) {
    throw new ConfigError('FEEDBACK_ADDRESS', `must be an e-mail address (got "${value}")`);
  }
  return value.toLowerCase();
}
