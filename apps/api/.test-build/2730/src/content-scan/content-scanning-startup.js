import { join } from 'node:path';
import { installedRspamd, startPrivateRspamd } from './private-rspamd.js';
const NOTHING_TO_STOP = async () => undefined;
/**
 * Decides where messages are scanned before the API starts: the rspamd RSPAMD_URL names; else,
 * with RSPAMD_START (on under `npm start`), the installed rspamd started with a private
 * configuration in DATA_DIR/rspamd (its URL is then written into `settings`); else scanning is off.
 */
export async function prepareContentScanning(settings, dataDir, say) {
    if (settings.rspamdUrl)
        return { description: `on: rspamd at ${settings.rspamdUrl} (RSPAMD_URL)${policies(settings)}`, stop: NOTHING_TO_STOP };
    if (!settings.startPrivate)
        return { description: 'off: RSPAMD_URL is unset and RSPAMD_START is false', stop: NOTHING_TO_STOP };
    if (!installedRspamd())
        return { description: 'off: rspamd is not installed (apt-get install rspamd) and RSPAMD_URL is unset', stop: NOTHING_TO_STOP };
    const dir = join(dataDir, 'rspamd');
    say(`Starting rspamd with its private configuration in ${dir} (the first start compiles its rules: up to a few minutes)`);
    try {
        const rspamd = await startPrivateRspamd({ dir, say });
        settings.rspamdUrl = rspamd.url;
        return { description: `on: rspamd started here at ${rspamd.url}, private configuration in ${dir}${policies(settings)}`, stop: () => rspamd.stop() };
    }
    catch (error) {
        return { description: `OFF: rspamd could not start (${error instanceof Error ? error.message : String(error)})`, stop: NOTHING_TO_STOP };
    }
}
function policies(settings) {
    const down = settings.whenDown === 'accept' ? 'accepted unscanned, flagged' : 'deferred';
    return `; held from score ${settings.holdScore}, refused from ${settings.rejectScore}; while rspamd is down mail is ${down}`;
}
//# sourceMappingURL=content-scanning-startup.js.map