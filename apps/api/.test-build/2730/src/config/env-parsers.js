/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
    constructor(variable, problem) {
        super(`Invalid configuration: ${variable} ${problem}`);
        this.name = 'ConfigError';
    }
}
export function parseWholeNumberSetting(env, variable, fallback, min, max) {
    const value = env[variable];
    if (value === undefined || value === '')
        return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < min || number > max) {
        throw new ConfigError(variable, `must be a whole number from ${min} to ${max} (got "${value}")`);
    }
    return number;
}
export function parseYesNoSetting(env, variable, fallback) {
    const value = env[variable]?.trim().toLowerCase();
    if (value === undefined || value === '')
        return fallback;
    if (['true', '1', 'yes'].includes(value))
        return true;
    if (['false', '0', 'no'].includes(value))
        return false;
    throw new ConfigError(variable, `must be true or false (got "${env[variable]}")`);
}
/** A DNS host name: labels of letters, digits and hyphens (underscores allowed for service names). */
export const HOSTNAME_PATTERN = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9_]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
//# sourceMappingURL=env-parsers.js.map