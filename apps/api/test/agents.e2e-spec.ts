import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import { NotFoundException } from '@nestjs/common';
import { Types, type Connection } from 'mongoose';
import type { Agent, AgentCreatedResponse, ListResponse, User } from '@platform/contracts';
import { AgentsService } from '../src/agents/agents.service.js';
import { hashAgentSecret } from '../src/agents/agent-secret.js';
import { SHARED_RECORD_TTL_MS } from '../src/common/ttl-cache.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const UNKNOWN_ID = '65f000000000000000000000';
const MINUTE_MS = 60 * 1000;

describe('agents API', () => {
  let api: TestApp;
  let database: Connection;
  let owner: User;
  let otherOwner: User;
  const admin = () => ({ 'x-admin-token': api.adminToken });

  const createUser = async (email: string) => {
    const response = await api.http.post('/api/admin/users').set(admin()).send({ email, password: 'password-1' });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body as User;
  };
  const createAgent = async (body: Record<string, unknown>) => {
    const response = await api.http.post('/api/admin/agents').set(admin()).send(body);
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body as AgentCreatedResponse;
  };
  const getAgent = async (id: string) => {
    const response = await api.http.get(`/api/admin/agents/${id}`).set(admin());
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body as Agent;
  };
  const addIps = async (id: string, items: Array<{ ip: string; helo: string }>) => {
    const response = await api.http.patch(`/api/admin/agents/${id}/ips`).set(admin()).send({ items });
    assert.equal(response.status, 200, JSON.stringify(response.body));
  };
  const agentCount = async () => (await api.http.get('/api/admin/agents').set(admin())).body.total as number;
  /** Stands in for heartbeats: sets when the agent was last heard from. */
  const setLastSeen = (id: string, lastSeen: Date | null) =>
    database.collection('agents').updateOne({ _id: new Types.ObjectId(id) }, { $set: { last_seen: lastSeen } });

  beforeAll(async () => {
    api = await startTestApp();
    database = api.app.get<Connection>(getConnectionToken());
    owner = await createUser('agent.owner@example.com');
    otherOwner = await createUser('other.owner@example.com');
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('POST /api/admin/agents', () => {
    test('creates a customer agent by default, offline until its first heartbeat, and shows its secret once', async () => {
      const created = await createAgent({ agent_id: 'edge-1', hostname: 'MTA1.Example.net', owner_user_id: owner._id });
      assert.equal(created.agent_type, 'customer');
      assert.equal(created.hostname, 'mta1.example.net');
      assert.equal(created.owner_user_id, owner._id);
      assert.equal(created.owner_email, 'agent.owner@example.com');
      assert.equal(created.status, 'offline');
      assert.equal(created.admin_disabled, false);
      assert.equal(created.last_seen, null);
      assert.equal(created.ip_count, 0);
      assert.match(created.agent_secret, /^agent_[A-Za-z0-9_-]{43}$/);
      assert.ok(!JSON.stringify(created).includes('secret_hash'));

      const stored = await database.collection('agents').findOne({ agent_id: 'edge-1' });
      assert.ok(stored && stored.secret_hash !== created.agent_secret, 'the secret is stored hashed');
      const reread = await getAgent(created._id);
      assert.ok(!('agent_secret' in reread) && !('secret_hash' in reread), JSON.stringify(reread));
    });

    test('creates a provider agent without an owner', async () => {
      const created = await createAgent({ agent_id: 'provider-1', hostname: 'out1.provider.net', agent_type: 'provider' });
      assert.equal(created.agent_type, 'provider');
      assert.equal(created.owner_user_id, null);
      assert.equal(created.owner_email, null);
    });

    test('answers 400 naming the field for bad values, and creates nothing', async () => {
      const before = await agentCount();
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ agent_id: 'Edge 1', hostname: 'h.example.net', owner_user_id: owner._id }, /agent_id must be 3 to 64 characters/],
        [{ agent_id: 'ab', hostname: 'h.example.net', owner_user_id: owner._id }, /agent_id/],
        [{ agent_id: 'edge-x', hostname: 'not a host!', owner_user_id: owner._id }, /hostname must be a valid host name/],
        [{ agent_id: 'edge-x', hostname: 'h.example.net', owner_user_id: owner._id, agent_type: 'robot' }, /agent_type must be one of/],
        [{ agent_id: 'edge-x', hostname: 'h.example.net', owner_user_id: 'nope' }, /owner_user_id must be a user id/],
        [{ agent_id: 'edge-x', hostname: 'h.example.net' }, /owner_user_id is required for a customer agent/],
        [{ agent_id: 'edge-x', hostname: 'h.example.net', owner_user_id: UNKNOWN_ID }, /owner_user_id .* is not an existing user/],
        [{ agent_id: 'edge-x', hostname: 'h.example.net', agent_type: 'provider', owner_user_id: owner._id }, /owner_user_id must be empty for a provider agent/],
        [{ agent_id: 'edge-x', hostname: 'h.example.net', owner_user_id: owner._id, status: 'online' }, /property status should not exist/],
      ];
      for (const [body, message] of cases) {
        const response = await api.http.post('/api/admin/agents').set(admin()).send(body);
        assert.equal(response.status, 400, JSON.stringify(body));
        assert.match(JSON.stringify(response.body.message), message, JSON.stringify(body));
      }
      assert.equal(await agentCount(), before);
    });

    test('answers 409 for an agent_id that is taken, and creates nothing', async () => {
      await createAgent({ agent_id: 'dup-agent', hostname: 'a.example.net', owner_user_id: owner._id });
      const response = await api.http
        .post('/api/admin/agents')
        .set(admin())
        .send({ agent_id: 'dup-agent', hostname: 'b.example.net', agent_type: 'provider' });
      assert.equal(response.status, 409);
      assert.match(response.body.message, /dup-agent already exists/);
      const stored = await database.collection('agents').find({ agent_id: 'dup-agent' }).toArray();
      assert.equal(stored.length, 1);
      assert.equal(stored[0].hostname, 'a.example.net');
    });
  });

  describe('online and offline', () => {
    let presenceOwner: User;
    const ids: Record<'fresh' | 'stale' | 'never' | 'drained', string> = { fresh: '', stale: '', never: '', drained: '' };

    beforeAll(async () => {
      presenceOwner = await createUser('presence@example.com');
      for (const name of Object.keys(ids) as Array<keyof typeof ids>) {
        ids[name] = (await createAgent({ agent_id: `presence-${name}`, hostname: `${name}.example.net`, owner_user_id: presenceOwner._id }))._id;
      }
      await setLastSeen(ids.fresh, new Date(Date.now() - 10 * 1000));
      await setLastSeen(ids.stale, new Date(Date.now() - 10 * MINUTE_MS));
      await setLastSeen(ids.drained, new Date());
      await database.collection('agents').updateOne({ _id: new Types.ObjectId(ids.drained) }, { $set: { admin_disabled: true } });
    });

    test('an agent is online only when heard from within AGENT_OFFLINE_AFTER_SECONDS (90) and not set offline', async () => {
      assert.equal((await getAgent(ids.fresh)).status, 'online');
      assert.equal((await getAgent(ids.stale)).status, 'offline');
      assert.equal((await getAgent(ids.never)).status, 'offline');
      assert.equal((await getAgent(ids.drained)).status, 'offline');
    });

    test('the status filter agrees with the status shown', async () => {
      const online = (await api.http.get(`/api/admin/agents?owner_user_id=${presenceOwner._id}&status=online`).set(admin()))
        .body as ListResponse<Agent>;
      assert.equal(online.total, 1);
      assert.deepEqual(online.items.map((agent) => agent._id), [ids.fresh]);
      const offline = (await api.http.get(`/api/admin/agents?owner_user_id=${presenceOwner._id}&status=offline`).set(admin()))
        .body as ListResponse<Agent>;
      assert.equal(offline.total, 3);
      assert.deepEqual(offline.items.map((agent) => agent._id).sort(), [ids.stale, ids.never, ids.drained].sort());
      assert.ok(offline.items.every((agent) => agent.status === 'offline'));

      const everyone = (await api.http.get('/api/admin/agents?limit=100').set(admin())).body as ListResponse<Agent>;
      const onlineTile = (await api.http.get('/api/admin/agents?status=online&limit=1').set(admin())).body as ListResponse<Agent>;
      const offlineTile = (await api.http.get('/api/admin/agents?status=offline&limit=1').set(admin())).body as ListResponse<Agent>;
      assert.equal(onlineTile.total, everyone.items.filter((agent) => agent.status === 'online').length);
      assert.equal(onlineTile.total + offlineTile.total, everyone.total);
    });
  });

  describe('GET /api/admin/agents', () => {
    test('lists agents newest first with items, total, page and limit', async () => {
      const response = await api.http.get('/api/admin/agents?page=1&limit=100').set(admin());
      assert.equal(response.status, 200);
      const body = response.body as ListResponse<Agent>;
      assert.equal(body.page, 1);
      assert.equal(body.limit, 100);
      assert.equal(body.total, body.items.length);
      const times = body.items.map((agent) => Date.parse(agent.createdAt));
      assert.deepEqual(times, [...times].sort((a, b) => b - a));
      const second = (await api.http.get('/api/admin/agents?page=2&limit=2').set(admin())).body as ListResponse<Agent>;
      assert.deepEqual(second.items.map((agent) => agent._id), body.items.slice(2, 4).map((agent) => agent._id));
    });

    test('filters by agent_type and owner_user_id', async () => {
      const providers = (await api.http.get('/api/admin/agents?agent_type=provider').set(admin())).body as ListResponse<Agent>;
      assert.ok(providers.total >= 1);
      assert.ok(providers.items.every((agent) => agent.agent_type === 'provider'));
      const owned = (await api.http.get(`/api/admin/agents?owner_user_id=${owner._id}`).set(admin())).body as ListResponse<Agent>;
      assert.deepEqual(owned.items.map((agent) => agent.agent_id).sort(), ['dup-agent', 'edge-1']);
    });

    test('answers 400 naming the parameter for bad filters', async () => {
      for (const query of ['status=sleeping', 'agent_type=robot', 'owner_user_id=nope', 'limit=1000']) {
        const response = await api.http.get(`/api/admin/agents?${query}`).set(admin());
        assert.equal(response.status, 400, query);
        assert.match(JSON.stringify(response.body.message), new RegExp(query.split('=')[0]), query);
      }
    });
  });

  describe('GET /api/admin/agents/:id', () => {
    test('returns the agent with its owner e-mail and IP count', async () => {
      const created = await createAgent({ agent_id: 'detail-agent', hostname: 'detail.example.net', owner_user_id: owner._id });
      await addIps(created._id, [{ ip: '198.51.100.1', helo: 'a.example.net' }, { ip: '198.51.100.2', helo: 'b.example.net' }]);
      const agent = await getAgent(created._id);
      assert.equal(agent.agent_id, 'detail-agent');
      assert.equal(agent.owner_email, 'agent.owner@example.com');
      assert.equal(agent.ip_count, 2);
    });

    test('answers 404 for an unknown id and for one that cannot be an id', async () => {
      assert.equal((await api.http.get(`/api/admin/agents/${UNKNOWN_ID}`).set(admin())).status, 404);
      assert.equal((await api.http.get('/api/admin/agents/nonsense').set(admin())).status, 404);
    });
  });

  describe('PATCH /api/admin/agents/:id', () => {
    test('status offline drains the agent (admin_disabled) and online lets it back', async () => {
      const created = await createAgent({ agent_id: 'drain-me', hostname: 'drain.example.net', owner_user_id: owner._id });
      await setLastSeen(created._id, new Date());
      assert.equal((await getAgent(created._id)).status, 'online');

      const drained = await api.http.patch(`/api/admin/agents/${created._id}`).set(admin()).send({ status: 'offline' });
      assert.equal(drained.status, 200);
      assert.equal(drained.body.status, 'offline');
      assert.equal(drained.body.admin_disabled, true);
      assert.equal((await getAgent(created._id)).status, 'offline');

      const restored = await api.http.patch(`/api/admin/agents/${created._id}`).set(admin()).send({ status: 'online' });
      assert.equal(restored.body.status, 'online');
      assert.equal(restored.body.admin_disabled, false);
    });

    test('online by an admin does not make an agent online that sends no heartbeats', async () => {
      const created = await createAgent({ agent_id: 'silent-agent', hostname: 'silent.example.net', owner_user_id: owner._id });
      const response = await api.http.patch(`/api/admin/agents/${created._id}`).set(admin()).send({ status: 'online' });
      assert.equal(response.status, 200);
      assert.equal(response.body.admin_disabled, false);
      assert.equal(response.body.status, 'offline');
    });

    test('changes the owner, and turning the agent into a provider agent drops the owner', async () => {
      const created = await createAgent({ agent_id: 'owner-change', hostname: 'oc.example.net', owner_user_id: owner._id });
      const moved = await api.http.patch(`/api/admin/agents/${created._id}`).set(admin()).send({ owner_user_id: otherOwner._id });
      assert.equal(moved.status, 200);
      assert.equal(moved.body.owner_user_id, otherOwner._id);
      assert.equal(moved.body.owner_email, 'other.owner@example.com');

      const provider = await api.http.patch(`/api/admin/agents/${created._id}`).set(admin()).send({ agent_type: 'provider' });
      assert.equal(provider.status, 200);
      assert.equal(provider.body.agent_type, 'provider');
      assert.equal(provider.body.owner_user_id, null);

      const customer = await api.http
        .patch(`/api/admin/agents/${created._id}`)
        .set(admin())
        .send({ agent_type: 'customer', owner_user_id: owner._id });
      assert.equal(customer.status, 200);
      assert.equal(customer.body.owner_email, 'agent.owner@example.com');
    });

    test('answers 400 naming the field for bad changes, and changes nothing', async () => {
      const created = await createAgent({ agent_id: 'no-change', hostname: 'nc.example.net', owner_user_id: owner._id });
      const provider = await createAgent({ agent_id: 'no-change-provider', hostname: 'ncp.example.net', agent_type: 'provider' });
      const cases: Array<[string, Record<string, unknown>, RegExp]> = [
        [created._id, { agent_id: 'renamed' }, /property agent_id should not exist/],
        [created._id, { hostname: 'other.example.net' }, /property hostname should not exist/],
        [created._id, { status: 'sleeping' }, /status must be one of/],
        [created._id, { owner_user_id: null }, /owner_user_id is required for a customer agent/],
        [created._id, { owner_user_id: UNKNOWN_ID }, /owner_user_id .* is not an existing user/],
        [created._id, { agent_type: 'provider', owner_user_id: otherOwner._id }, /owner_user_id must be empty for a provider agent/],
        [provider._id, { agent_type: 'customer' }, /owner_user_id is required for a customer agent/],
        [provider._id, { owner_user_id: owner._id }, /owner_user_id must be empty for a provider agent/],
      ];
      for (const [id, body, message] of cases) {
        const response = await api.http.patch(`/api/admin/agents/${id}`).set(admin()).send(body);
        assert.equal(response.status, 400, JSON.stringify(body));
        assert.match(JSON.stringify(response.body.message), message, JSON.stringify(body));
      }
      const reread = await getAgent(created._id);
      assert.deepEqual(
        [reread.agent_id, reread.hostname, reread.agent_type, reread.owner_user_id, reread.admin_disabled],
        ['no-change', 'nc.example.net', 'customer', owner._id, false],
      );
      const rereadProvider = await getAgent(provider._id);
      assert.deepEqual([rereadProvider.agent_type, rereadProvider.owner_user_id], ['provider', null]);
    });

    test('answers 404 for an unknown id', async () => {
      const response = await api.http.patch(`/api/admin/agents/${UNKNOWN_ID}`).set(admin()).send({ status: 'offline' });
      assert.equal(response.status, 404);
    });
  });

  describe('DELETE /api/admin/agents/:id', () => {
    test('deletes the agent and its IPs but not its owner or the owner\'s domains', async () => {
      const user = await createUser('keeps.everything@example.com');
      const created = await createAgent({ agent_id: 'delete-me', hostname: 'del.example.net', owner_user_id: user._id });
      const kept = await createAgent({ agent_id: 'keep-me', hostname: 'keep.example.net', owner_user_id: user._id });
      await addIps(created._id, [{ ip: '192.0.2.50', helo: 'del.example.net' }]);
      await addIps(kept._id, [{ ip: '192.0.2.51', helo: 'keep.example.net' }]);
      await database.collection('domains').insertOne({ domain: 'kept-domain.example', user_id: new Types.ObjectId(user._id), status: 'active' });

      assert.equal((await api.http.delete(`/api/admin/agents/${created._id}`).set(admin())).status, 204);
      assert.equal((await api.http.get(`/api/admin/agents/${created._id}`).set(admin())).status, 404);
      assert.equal(await database.collection('agent_ips').countDocuments({ ip: '192.0.2.50' }), 0);
      assert.equal(await database.collection('agent_ips').countDocuments({ ip: '192.0.2.51' }), 1);
      assert.equal((await api.http.get(`/api/admin/users/${user._id}`).set(admin())).status, 200);
      assert.equal(await database.collection('domains').countDocuments({ domain: 'kept-domain.example' }), 1);
      assert.equal((await api.http.delete(`/api/admin/agents/${created._id}`).set(admin())).status, 404);
    });
  });

  describe('POST /api/admin/agents/:id/secret/reset', () => {
    test('issues a new secret; only the new one authenticates', async () => {
      const agents = api.app.get(AgentsService);
      const created = await createAgent({ agent_id: 'reset-secret', hostname: 'rs.example.net', owner_user_id: owner._id });
      const response = await api.http.post(`/api/admin/agents/${created._id}/secret/reset`).set(admin());
      assert.equal(response.status, 200);
      assert.deepEqual(Object.keys(response.body), ['agent_secret']);
      assert.match(response.body.agent_secret, /^agent_/);
      assert.notEqual(response.body.agent_secret, created.agent_secret);
      assert.equal(await agents.authenticateAgent('reset-secret', created.agent_secret), null);
      assert.equal((await agents.authenticateAgent('reset-secret', response.body.agent_secret))?._id.toString(), created._id);
    });

    test('answers 404 for an unknown id', async () => {
      assert.equal((await api.http.post(`/api/admin/agents/${UNKNOWN_ID}/secret/reset`).set(admin())).status, 404);
    });
  });

  describe('AgentsService.authenticateAgent', () => {
    test('returns the agent for its agent_id and secret, null otherwise', async () => {
      const agents = api.app.get(AgentsService);
      const created = await createAgent({ agent_id: 'auth-agent', hostname: 'auth.example.net', owner_user_id: owner._id });
      assert.equal((await agents.authenticateAgent('auth-agent', created.agent_secret))?.agent_id, 'auth-agent');
      assert.equal(await agents.authenticateAgent('auth-agent', `${created.agent_secret}x`), null);
      assert.equal(await agents.authenticateAgent('auth-agent', ''), null);
      assert.equal(await agents.authenticateAgent('edge-1', created.agent_secret), null);
      assert.equal(await agents.authenticateAgent('no-such-agent', created.agent_secret), null);
      const injected = { $ne: '' } as unknown as string;
      assert.equal(await agents.authenticateAgent(injected, created.agent_secret), null);
    });

    test('an agent an admin set offline still authenticates (it is drained, not locked out)', async () => {
      const agents = api.app.get(AgentsService);
      const created = await createAgent({ agent_id: 'auth-drained', hostname: 'ad.example.net', owner_user_id: owner._id });
      await api.http.patch(`/api/admin/agents/${created._id}`).set(admin()).send({ status: 'offline' });
      assert.equal((await agents.authenticateAgent('auth-drained', created.agent_secret))?.admin_disabled, true);
    });

    test('a change made through this process takes effect at once; one made by another API process (set offline, secret reset, deletion) within SHARED_RECORD_TTL_MS', async () => {
      const agents = api.app.get(AgentsService);
      const created = await createAgent({ agent_id: 'auth-cached', hostname: 'ac.example.net', owner_user_id: owner._id });
      assert.equal((await agents.authenticateAgent('auth-cached', created.agent_secret))?.admin_disabled, false);
      await api.http.patch(`/api/admin/agents/${created._id}`).set(admin()).send({ status: 'offline' });
      assert.equal((await agents.authenticateAgent('auth-cached', created.agent_secret))?.admin_disabled, true, 'set offline here: at once');
      await api.http.patch(`/api/admin/agents/${created._id}`).set(admin()).send({ status: 'online' });

      /** Calls authenticateAgent until `done` holds; answers how long that took. */
      const msUntil = async (done: (agent: Awaited<ReturnType<AgentsService['authenticateAgent']>>) => boolean, secret = created.agent_secret) => {
        const started = Date.now();
        while (!done(await agents.authenticateAgent('auth-cached', secret))) {
          assert.ok(Date.now() - started < SHARED_RECORD_TTL_MS + 2_000, 'the change never took effect');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return Date.now() - started;
      };
      const byAnotherProcess = (update: object) => database.collection('agents').updateOne({ agent_id: 'auth-cached' }, update);
      assert.equal((await agents.authenticateAgent('auth-cached', created.agent_secret))?.admin_disabled, false);

      await byAnotherProcess({ $set: { admin_disabled: true } });
      assert.ok((await msUntil((agent) => agent?.admin_disabled === true)) <= SHARED_RECORD_TTL_MS + 500, 'set offline elsewhere');

      const newSecret = 'agent_rotated-elsewhere';
      await byAnotherProcess({ $set: { secret_hash: hashAgentSecret(newSecret) } });
      assert.ok((await msUntil((agent) => agent === null)) <= SHARED_RECORD_TTL_MS + 500, 'the old secret stops working');
      assert.equal((await agents.authenticateAgent('auth-cached', newSecret))?.agent_id, 'auth-cached', 'the new one works');

      await database.collection('agents').deleteOne({ agent_id: 'auth-cached' });
      assert.ok((await msUntil((agent) => agent === null, newSecret)) <= SHARED_RECORD_TTL_MS + 500, 'deleted elsewhere');
    });
  });

  describe('AgentsService.recordHeartbeat', () => {
    test('marks the agent seen under the reported host name and adds its new IPs with that host name as HELO', async () => {
      const agents = api.app.get(AgentsService);
      const created = await createAgent({ agent_id: 'beat-agent', hostname: 'old.example.net', owner_user_id: owner._id });
      const result = await agents.recordHeartbeat('beat-agent', 'Beat.Example.net', ['203.0.113.1', '2001:DB8::0:1', '203.0.113.1']);
      assert.deepEqual(result.refused_ips, []);
      assert.deepEqual(
        result.ips.map((ip) => [ip.ip, ip.helo, ip.status, ip.agent_id]).sort(),
        [
          ['2001:db8::1', 'beat.example.net', 'active', 'beat-agent'],
          ['203.0.113.1', 'beat.example.net', 'active', 'beat-agent'],
        ],
      );
      const agent = await getAgent(created._id);
      assert.equal(agent.hostname, 'beat.example.net');
      assert.equal(agent.status, 'online');
      assert.ok(agent.last_seen && Date.now() - Date.parse(agent.last_seen) < MINUTE_MS);
      assert.equal(agent.ip_count, 2);
    });

    test('keeps the HELO and status an admin set on a known IP', async () => {
      const agents = api.app.get(AgentsService);
      await createAgent({ agent_id: 'beat-kept', hostname: 'kept.example.net', owner_user_id: owner._id });
      await agents.recordHeartbeat('beat-kept', 'kept.example.net', ['203.0.113.20']);
      const patched = await api.http.patch('/api/admin/ips/203.0.113.20').set(admin()).send({ helo: 'custom.example.net', status: 'inactive' });
      assert.equal(patched.status, 200);
      const result = await agents.recordHeartbeat('beat-kept', 'renamed.example.net', ['203.0.113.20', '203.0.113.21']);
      const byIp = new Map(result.ips.map((ip) => [ip.ip, ip]));
      assert.deepEqual([byIp.get('203.0.113.20')?.helo, byIp.get('203.0.113.20')?.status], ['custom.example.net', 'inactive']);
      assert.deepEqual([byIp.get('203.0.113.21')?.helo, byIp.get('203.0.113.21')?.status], ['renamed.example.net', 'active']);
    });

    test('refuses text that is not an IP and IPs of another agent, leaving them where they are', async () => {
      const agents = api.app.get(AgentsService);
      await createAgent({ agent_id: 'beat-first', hostname: 'first.example.net', owner_user_id: owner._id });
      await createAgent({ agent_id: 'beat-second', hostname: 'second.example.net', owner_user_id: owner._id });
      await agents.recordHeartbeat('beat-first', 'first.example.net', ['203.0.113.30']);
      const result = await agents.recordHeartbeat('beat-second', 'second.example.net', ['203.0.113.30', 'not-an-ip', '203.0.113.31']);
      assert.deepEqual(result.refused_ips.sort(), ['203.0.113.30', 'not-an-ip']);
      assert.deepEqual(result.ips.map((ip) => ip.ip), ['203.0.113.31']);
      const ownerOf30 = (await api.http.get('/api/admin/ips?limit=100').set(admin())).body.items.find(
        (ip: { ip: string }) => ip.ip === '203.0.113.30',
      );
      assert.equal(ownerOf30.agent_id, 'beat-first');
    });

    test('throws NotFound for an unknown agent', async () => {
      const agents = api.app.get(AgentsService);
      await assert.rejects(agents.recordHeartbeat('no-such-agent', 'x.example.net', []), NotFoundException);
    });
  });

  test('the OpenAPI description shows the agent and IP bodies', async () => {
    const document = (await api.http.get('/api/docs-json')).body as { components: { schemas: Record<string, { properties?: object }> } };
    const properties = (schema: string) => Object.keys(document.components.schemas[schema]?.properties ?? {}).sort();
    assert.deepEqual(properties('CreateAgentDto'), ['agent_id', 'agent_type', 'hostname', 'owner_user_id']);
    assert.deepEqual(properties('UpdateAgentDto'), ['agent_type', 'owner_user_id', 'status']);
    assert.deepEqual(properties('UpdateAgentIpsDto'), ['items']);
    assert.deepEqual(properties('AgentIpItemDto'), ['helo', 'ip']);
    assert.deepEqual(properties('UpdateIpDto'), ['helo', 'status', 'warmup_schedule', 'warmup_started_on']);
    assert.deepEqual(properties('IpWarmupScheduleDto'), ['daily_growth', 'first_day_volume', 'warmed_after_days']);
  });

  describe('admin token', () => {
    const calls: Array<[method: 'get' | 'post' | 'patch' | 'delete', path: string]> = [
      ['get', '/api/admin/agents'],
      ['get', `/api/admin/agents/${UNKNOWN_ID}`],
      ['post', '/api/admin/agents'],
      ['patch', `/api/admin/agents/${UNKNOWN_ID}`],
      ['delete', `/api/admin/agents/${UNKNOWN_ID}`],
      ['post', `/api/admin/agents/${UNKNOWN_ID}/secret/reset`],
    ];

    test('every agents call answers 401 without a token or with a wrong one, and creates nothing', async () => {
      const before = await agentCount();
      for (const [method, path] of calls) {
        const body = { agent_id: 'no-token', hostname: 'nt.example.net', agent_type: 'provider' };
        assert.equal((await api.http[method](path).send(body)).status, 401, `${method} ${path}`);
        assert.equal((await api.http[method](path).set('x-admin-token', `${api.adminToken}x`).send(body)).status, 401, `${method} ${path}`);
      }
      assert.equal(await agentCount(), before);
    });
  });
});
