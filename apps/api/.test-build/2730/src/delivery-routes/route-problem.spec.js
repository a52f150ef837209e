import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { retryFixOf, routeProblemOf } from './route-problem.js';
const OWNER = '65f000000000000000000001';
const provider = { sendPlan: 'provider', agentOwnerUserId: null, allowedIps: [], relayId: null };
const byoip = { sendPlan: 'byoip', agentOwnerUserId: OWNER, allowedIps: ['198.51.100.7'], relayId: null };
const relayed = { sendPlan: 'bulletproof', agentOwnerUserId: null, allowedIps: [], relayId: '65f000000000000000000009' };
function carrier(overrides) {
    return { agentId: 'mta-1', agentType: 'provider', ownerUserId: null, online: true, setOfflineByAdmin: false, activeIps: ['203.0.113.5'], ...overrides };
}
function facts(carriers, overrides = {}) {
    return { carriers, localRouteEnabled: false, ...overrides };
}
describe('routeProblemOf', () => {
    it('finds no problem for provider mail while a provider agent with an active IP is online', () => {
        assert.equal(routeProblemOf(provider, facts([carrier({})])), null);
    });
    it('says no provider agent is online, and the fix depends on whether the local route runs', () => {
        assert.deepEqual(routeProblemOf(provider, facts([])), {
            reason: 'no provider agent online',
            fix: 'start a provider agent, or enable the local delivery route (LOCAL_DELIVERY_AGENT=true)',
        });
        assert.deepEqual(routeProblemOf(provider, facts([carrier({ online: false })], { localRouteEnabled: true })), {
            reason: 'no provider agent online',
            fix: "start a provider agent, or see the API's log for why the local delivery route's agent is not online",
        });
    });
    it('names the provider agents an admin set offline', () => {
        const problem = routeProblemOf(provider, facts([carrier({ agentId: 'local-vm', online: false, setOfflineByAdmin: true })]));
        assert.equal(problem?.reason, 'no provider agent online');
        assert.match(problem.fix, /^set local-vm online in the console \(Agents\), or start a provider agent/);
    });
    it('says when the provider agents online have no active IP', () => {
        assert.deepEqual(routeProblemOf(provider, facts([carrier({ activeIps: [] })])), {
            reason: 'no active IP on the provider agents online (mta-1)',
            fix: 'set one of their IPs active in the console (IPs)',
        });
    });
    it('does not count customer agents for provider mail, nor provider agents or other owners’ agents for byoip mail', () => {
        assert.equal(routeProblemOf(provider, facts([carrier({ agentType: 'customer', ownerUserId: OWNER })]))?.reason, 'no provider agent online');
        assert.equal(routeProblemOf(byoip, facts([carrier({ activeIps: ['198.51.100.7'] })]))?.reason, "none of the account's own agents is online");
        const stranger = carrier({ agentType: 'customer', ownerUserId: '65f000000000000000000002', activeIps: ['198.51.100.7'] });
        assert.equal(routeProblemOf(byoip, facts([stranger]))?.reason, "none of the account's own agents is online");
    });
    it('finds byoip mail carried only by an online agent of its owner with one of the domain’s IPs active', () => {
        const own = (activeIps) => carrier({ agentType: 'customer', ownerUserId: OWNER, activeIps });
        assert.equal(routeProblemOf(byoip, facts([own(['198.51.100.7'])])), null);
        assert.deepEqual(routeProblemOf(byoip, facts([own(['198.51.100.8'])])), {
            reason: "none of the domain's dedicated IPs (198.51.100.7) is active on the account's agents online",
            fix: "give the domain a dedicated IP that an online agent of the account reports, and set it active (IPs)",
        });
    });
    it('says when relay mail has no relay, or an inactive one', () => {
        assert.deepEqual(routeProblemOf(relayed, facts([], { relay: null })), {
            reason: 'the domain has no relay',
            fix: 'choose a relay for the domain in the console (Domains)',
        });
        assert.deepEqual(routeProblemOf(relayed, facts([], { relay: { name: 'edge', active: false } })), {
            reason: 'the relay edge is inactive',
            fix: 'set the relay edge active in the console (Relays)',
        });
        assert.equal(routeProblemOf(relayed, facts([], { relay: { name: 'edge', active: true } })), null);
    });
});
describe('retryFixOf', () => {
    it('suggests port 25 is blocked when connecting to an MX host’s port 25 failed', () => {
        assert.match(retryFixOf('mx.example.com:25: connect ETIMEDOUT 192.0.2.25:25') ?? '', /^port 25 may be unreachable from this network/);
        assert.match(retryFixOf('127.0.0.1:25: connect ECONNREFUSED 127.0.0.1:25') ?? '', /^port 25 may be unreachable/);
    });
    it('says nothing more of a server’s own reply, or of another port', () => {
        assert.equal(retryFixOf('451 4.7.1 Greylisted, try again later'), null);
        assert.equal(retryFixOf('127.0.0.1:2525: connect ECONNREFUSED 127.0.0.1:2525'), null);
    });
});
//# sourceMappingURL=route-problem.spec.js.map