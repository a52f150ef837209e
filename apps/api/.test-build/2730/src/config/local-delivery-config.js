import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, parseWholeNumberSetting, parseYesNoSetting } from './env-parsers.js';
export function loadLocalDeliveryConfig(env, nodeEnv) {
    return {
        // Off in development and tests, which run their own agents (or none) and must not send to real MX hosts.
        enabled: parseYesNoSetting(env, 'LOCAL_DELIVERY_AGENT', nodeEnv === 'production'),
        ips: parseIps(env.LOCAL_DELIVERY_IPS),
        mxPort: parseWholeNumberSetting(env, 'LOCAL_DELIVERY_MX_PORT', 25, 1, 65535),
        agentScript: builtAgentScript(),
    };
}
function parseIps(value) {
    const ips = (value ?? '').split(',').map((ip) => ip.trim()).filter(Boolean);
    const invalid = ips.filter((ip) => isIP(ip) === 0);
    if (invalid.length > 0)
        throw new ConfigError('LOCAL_DELIVERY_IPS', `must list IP addresses, comma-separated (got "${invalid.join(', ')}")`);
    return [...new Set(ips)];
}
/** From the workspace's root (wherever this file was compiled to: dist, or a test build), else beside dist. */
function builtAgentScript() {
    for (let folder = import.meta.dirname; folder !== dirname(folder); folder = dirname(folder)) {
        if (existsSync(join(folder, 'pnpm-workspace.yaml')))
            return join(folder, 'apps', 'agent', 'dist', 'src', 'main.js');
    }
    return resolve(import.meta.dirname, '../../../../agent/dist/src/main.js');
}
//# sourceMappingURL=local-delivery-config.js.map