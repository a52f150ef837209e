import { setupCheck } from './setup-check.js';
const TITLE = 'Agents online';
/** Provider-plan mail leaves through provider agents: at least one must be online, and every agent should be. */
export function agentsOnlineCheck(providersOnline, agentsOffline) {
    const offline = agentsOffline === 1 ? '1 agent is offline' : `${agentsOffline} agents are offline`;
    if (providersOnline === 0) {
        return setupCheck('agents_online', TITLE, 'fail', `No provider agent is online${agentsOffline > 0 ? ` (${offline})` : ''}: provider-plan mail waits in the queue.`, 'Start a sending agent of type provider (see the agent README), or, under Agents, find out why an agent stopped sending heartbeats.');
    }
    const online = providersOnline === 1 ? '1 provider agent is online' : `${providersOnline} provider agents are online`;
    if (agentsOffline > 0) {
        return setupCheck('agents_online', TITLE, 'warn', `${online}; ${offline}: mail that only it can carry waits.`, 'Under Agents, find the offline ones and restart them, or delete the ones no longer used.');
    }
    return setupCheck('agents_online', TITLE, 'pass', `${online}, and no agent is offline.`, null);
}
//# sourceMappingURL=agents-online-check.js.map