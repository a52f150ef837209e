import { ConfigError, HOSTNAME_PATTERN, parseWholeNumberSetting } from './env-parsers.js';
export function loadInboundMailConfig(env, smtpHostname) {
    const whole = (variable, fallback, min, max) => parseWholeNumberSetting(env, variable, fallback, min, max);
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
function defaultReturnPathDomain(env, smtpHostname) {
    const publicHostname = env.PUBLIC_HOSTNAME?.trim().toLowerCase();
    return publicHostname ? `bounces.${publicHostname}` : smtpHostname.toLowerCase();
}
function hostSetting(env, variable) {
    const value = env[variable]?.trim();
    if (!value)
        return undefined;
    if (!HOSTNAME_PATTERN.test(value))
        throw new ConfigError(variable, `must be a host name (got "${value}")`);
    return value.toLowerCase();
}
/** fbl@<return-path domain> unless FEEDBACK_ADDRESS names another address. */
function feedbackAddress(env, returnPathDomain) {
    const value = env.FEEDBACK_ADDRESS?.trim();
    if (!value)
        return `fbl@${returnPathDomain}`;
    const at = value.lastIndexOf('@');
    if (at < 1 || !HOSTNAME_PATTERN.test(value.slice(at + 1)) || /[\s<>()"]/.test(value)) {
        throw new ConfigError('FEEDBACK_ADDRESS', `must be an e-mail address (got "${value}")`);
    }
    return value.toLowerCase();
}
//# sourceMappingURL=inbound-mail-config.js.map