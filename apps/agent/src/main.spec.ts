import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, it } from '@jest/globals';

import { recordedAnswer, startFakeAgentApi } from './test-support/fake-agent-api.js';
import { leaseFor } from './test-support/lease.js';
import { startRecipientSmtpServer, type RecipientSmtpServer } from './test-support/recipient-smtp-server.js';

/** The build's entry point (`pnpm build` first): Jest runs this spec from source. */
const mainScript = fileURLToPath(new URL('../dist/src/main.js', import.meta.url));
/** The agents' working folder: where their journal goes by default. */
const workingFolder = mkdtempSync(join(tmpdir(), 'agent-main-spec-'));

/** Runs the agent as a process with only PATH from the test's environment, so stray AGENT_* do not count. */
function runAgent(args: string[]) {
  const child = spawn(process.execPath, [mainScript, ...args], { env: { PATH: process.env.PATH }, cwd: workingFolder });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number);
  return { child, output, exited };
}

describe('platform-agent (the process)', () => {
  let smtp: RecipientSmtpServer;
  beforeAll(async () => {
    smtp = await startRecipientSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(workingFolder, { recursive: true, force: true });
  });

  it('prints the usage and exits 0 on --help', async () => {
    const agent = runAgent(['--help']);
    assert.equal(await agent.exited, 0);
    assert.match(agent.output.stdout, /^Usage: platform-agent/);
    for (const flag of ['--api-url', '--agent-id', '--secret', '--ips', '--hostname', '--concurrency', '--mx-override', '--heartbeat-seconds', '--poll-ms', '--shutdown-grace-seconds', '--tls-reject-unauthorized']) {
      assert.ok(agent.output.stdout.includes(flag), `usage explains ${flag}`);
    }
  });

  it('names the missing required options and exits 2', async () => {
    const agent = runAgent([]);
    assert.equal(await agent.exited, 2);
    assert.match(
      agent.output.stderr,
      /missing required options: --api-url \(AGENT_API_URL\), --agent-id \(AGENT_ID\), --secret \(AGENT_SECRET\)/,
    );
  });

  it('delivers, logs one stdout line per result, and exits 0 on SIGTERM', async () => {
    const api = await startFakeAgentApi((call) => {
      if (call.path.endsWith('/heartbeat')) {
        return {
          status: 200,
          body: { agent_id: 'a', status: 'online', ips: [], refused_ips: [], lease_seconds: 60 },
        };
      }
      if (call.path.endsWith('/leases')) {
        const first = api.callsTo('leases').length === 1;
        return { status: 200, body: { items: first ? [leaseFor({ message_id: 'msg-42' })] : [] } };
      }
      return recordedAnswer(call);
    });
    const agent = runAgent([
      '--api-url', api.url,
      '--agent-id', 'agent-1',
      '--secret', 'very-secret-value',
      '--ips', '127.0.0.2',
      '--mx-override', `127.0.0.1:${smtp.port}`,
      '--poll-ms', '50',
    ]);
    try {
      const deadline = Date.now() + 10_000;
      while (api.reportedResults().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      assert.equal(api.reportedResults().length, 1, 'the result was reported');

      agent.child.kill('SIGTERM');
      assert.equal(await agent.exited, 0);
      assert.match(
        agent.output.stdout,
        new RegExp(
          `^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ delivered message=msg-42 to=ok@recipient.example ` +
            `via=127.0.0.1:${smtp.port} from_ip=127.0.0.2 helo=mail1.example.test destination=127.0.0.1 reply="250 [^"]*" tls=TLSv1\\.3 tls_verified=false mta_sts=none\\n$`,
        ),
      );
      assert.match(agent.output.stderr, / agent_started agent_id=agent-1 /);
      assert.match(agent.output.stderr, / agent_stopped unfinished_deliveries=0/);
      assert.ok(!agent.output.stderr.includes('very-secret-value'), 'the secret is never logged');
    } finally {
      agent.child.kill('SIGKILL');
      await api.close();
    }
  });

  it('on SIGTERM gives back the lease of a delivery that does not finish within the grace, reports nothing for it, and exits 0', async () => {
    // This recipient server holds the end of DATA far beyond the agent's grace.
    const slow = await startRecipientSmtpServer({ dataDelayMs: 60_000 });
    const api = await startFakeAgentApi((call) => {
      if (call.path.endsWith('/heartbeat')) {
        return { status: 200, body: { agent_id: 'a', status: 'online', ips: [], refused_ips: [], lease_seconds: 60 } };
      }
      if (call.path.endsWith('/leases')) {
        const first = api.callsTo('leases').length === 1;
        return { status: 200, body: { items: first ? [leaseFor({ lease_token: 'slow-lease', message_id: 'msg-slow' })] : [] } };
      }
      if (call.path.endsWith('/releases')) return { status: 200, body: { released: (call.body as { lease_tokens: string[] }).lease_tokens.length } };
      return recordedAnswer(call);
    });
    const agent = runAgent([
      '--api-url', api.url,
      '--agent-id', 'agent-1',
      '--secret', 'very-secret-value',
      '--ips', '127.0.0.2',
      '--mx-override', `127.0.0.1:${slow.port}`,
      '--poll-ms', '50',
      '--shutdown-grace-seconds', '1',
    ]);
    try {
      const deadline = Date.now() + 10_000;
      while (slow.maxConcurrentData === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      assert.equal(slow.maxConcurrentData, 1, 'the message is being transmitted');

      agent.child.kill('SIGTERM');
      assert.equal(await agent.exited, 0);
      assert.deepEqual(
        api.callsTo('releases').map((call) => call.body),
        [{ lease_tokens: ['slow-lease'] }],
      );
      assert.equal(api.reportedResults().length, 0, 'no result is reported for a released lease');
      assert.match(agent.output.stderr, / agent_stopped unfinished_deliveries=1 released=1/);
    } finally {
      agent.child.kill('SIGKILL');
      await api.close();
      await slow.close();
    }
  });
});
