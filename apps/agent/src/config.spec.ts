import assert from 'node:assert/strict';
import type { NetworkInterfaceInfo } from 'node:os';
import { resolve } from 'node:path';
import { describe, it } from '@jest/globals';

import { ConfigError, parseCommandLine, type MachineFacts } from './config.js';

const machine: MachineFacts = {
  hostname: 'sender-1.example.net',
  networkInterfaces: {
    lo: [
      { address: '127.0.0.1', family: 'IPv4', internal: true } as NetworkInterfaceInfo,
      { address: '::1', family: 'IPv6', internal: true } as NetworkInterfaceInfo,
    ],
    eth0: [
      { address: '192.0.2.10', family: 'IPv4', internal: false } as NetworkInterfaceInfo,
      { address: 'fe80::1', family: 'IPv6', internal: false } as NetworkInterfaceInfo,
      { address: '2001:db8::10', family: 'IPv6', internal: false } as NetworkInterfaceInfo,
    ],
  },
};

const required = ['--api-url', 'http://api.example.com/', '--agent-id', 'agent-1', '--secret', 's3cret'];

function parse(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const commandLine = parseCommandLine(argv, env, machine);
  assert.equal(commandLine.help, false);
  return commandLine.config;
}

describe('parseCommandLine', () => {
  it('applies the documented defaults when only the required options are given', () => {
    assert.deepEqual(parse(required), {
      apiUrl: 'http://api.example.com',
      agentId: 'agent-1',
      secret: 's3cret',
      ips: ['192.0.2.10', '2001:db8::10'],
      hostname: 'sender-1.example.net',
      concurrency: 10,
      mxOverride: null,
      mxPort: 25,
      dnsServers: [],
      heartbeatSeconds: 15,
      pollMs: 1000,
      shutdownGraceSeconds: 20,
      // One journal per agent, in the working folder.
      journalPath: resolve('platform-agent-agent-1.journal'),
      tlsRejectUnauthorized: false,
      mtaStsPort: 443,
      tlsCaFile: null,
      metrics: null,
    });
  });

  it('serves metrics only with a port and a token, on loopback unless told', () => {
    const token = 'agent-metrics-token-1';
    assert.deepEqual(parse([...required, '--metrics-port', '9464'], { AGENT_METRICS_TOKEN: token }).metrics, { port: 9464, host: '127.0.0.1', token });
    assert.deepEqual(parse(required, { AGENT_METRICS_PORT: '9464', AGENT_METRICS_HOST: '0.0.0.0', AGENT_METRICS_TOKEN: token }).metrics, {
      port: 9464,
      host: '0.0.0.0',
      token,
    });
    assert.throws(() => parse([...required, '--metrics-port', '9464']), (error: Error) => error instanceof ConfigError && /AGENT_METRICS_TOKEN/.test(error.message));
    assert.throws(() => parse([...required, '--metrics-port', '9464', '--metrics-token', 'short']), ConfigError);
    assert.throws(() => parse([...required, '--metrics-port', 'x', '--metrics-token', token]), /--metrics-port/);
    assert.throws(() => parse([...required, '--metrics-port', '1', '--metrics-host', 'localhost', '--metrics-token', token]), /--metrics-host/);
  });

  it('reads every option from the environment', () => {
    const config = parse([], {
      AGENT_API_URL: 'https://api.example.com/base',
      AGENT_ID: 'agent-env',
      AGENT_SECRET: 'env-secret',
      AGENT_IPS: '198.51.100.1, 198.51.100.2',
      AGENT_HOSTNAME: 'env-host',
      AGENT_CONCURRENCY: '4',
      AGENT_MX_OVERRIDE: '127.0.0.1:2525',
      AGENT_MX_PORT: '2526',
      AGENT_DNS_SERVERS: '127.0.0.1:5353, 192.0.2.53',
      AGENT_HEARTBEAT_SECONDS: '5',
      AGENT_POLL_MS: '200',
      AGENT_SHUTDOWN_GRACE_SECONDS: '7',
      AGENT_JOURNAL: '/var/lib/platform-agent/journal',
      AGENT_TLS_REJECT_UNAUTHORIZED: 'true',
      AGENT_MTA_STS_PORT: '8443',
      AGENT_TLS_CA_FILE: '/etc/platform-agent/test-ca.pem',
    });
    assert.deepEqual(config, {
      apiUrl: 'https://api.example.com/base',
      agentId: 'agent-env',
      secret: 'env-secret',
      ips: ['198.51.100.1', '198.51.100.2'],
      hostname: 'env-host',
      concurrency: 4,
      mxOverride: { host: '127.0.0.1', port: 2525 },
      mxPort: 2526,
      dnsServers: ['127.0.0.1:5353', '192.0.2.53'],
      heartbeatSeconds: 5,
      pollMs: 200,
      shutdownGraceSeconds: 7,
      journalPath: '/var/lib/platform-agent/journal',
      tlsRejectUnauthorized: true,
      mtaStsPort: 8443,
      tlsCaFile: '/etc/platform-agent/test-ca.pem',
      metrics: null,
    });
  });

  it('refuses an MTA-STS port out of range', () => {
    assert.throws(() => parse([...required, '--mta-sts-port', '0']), /--mta-sts-port must be a whole number from 1 to 65535/);
  });

  it('lets a flag win over its environment variable', () => {
    const config = parse([...required, '--concurrency', '3', '--ips', '203.0.113.5'], {
      AGENT_ID: 'from-env',
      AGENT_CONCURRENCY: '7',
      AGENT_IPS: '198.51.100.1',
    });
    assert.equal(config.agentId, 'agent-1');
    assert.equal(config.concurrency, 3);
    assert.deepEqual(config.ips, ['203.0.113.5']);
  });

  it('names every missing required option with its variable', () => {
    assert.throws(
      () => parse(['--agent-id', 'agent-1']),
      (error: Error) =>
        error instanceof ConfigError &&
        error.message === 'missing required options: --api-url (AGENT_API_URL), --secret (AGENT_SECRET)',
    );
  });

  it('answers --help without asking for the required options', () => {
    assert.deepEqual(parseCommandLine(['--help'], {}, machine), { help: true });
  });

  it('accepts an IPv6 MX override in brackets', () => {
    assert.deepEqual(parse([...required, '--mx-override', '[::1]:25']).mxOverride, { host: '::1', port: 25 });
  });

  for (const [flags, message] of [
    [['--api-url', 'ftp://x'], /--api-url must be an http\(s\) URL/],
    [['--ips', '192.0.2.1,not-an-ip'], /--ips: not an IP address: not-an-ip/],
    [['--concurrency', '0'], /--concurrency must be a whole number from 1 to 1000/],
    [['--concurrency', '2.5'], /--concurrency must be a whole number/],
    [['--mx-override', 'localhost'], /--mx-override must be host:port/],
    [['--mx-override', 'localhost:70000'], /--mx-override must be host:port/],
    [['--heartbeat-seconds', '0'], /--heartbeat-seconds must be a whole number from 1 to 3600/],
    [['--mx-port', '0'], /--mx-port must be a whole number from 1 to 65535/],
    [['--dns-servers', 'dns.example.net'], /--dns-servers must list IP addresses/],
    [['--bogus'], /Unknown option '--bogus'/],
  ] as const) {
    it(`refuses ${flags.join(' ')}`, () => {
      assert.throws(() => parse([...required, ...flags]), (error: Error) => error instanceof ConfigError && message.test(error.message));
    });
  }

  it('refuses a machine without a sending address when --ips is not given', () => {
    assert.throws(
      () => parseCommandLine(required, {}, { hostname: 'h', networkInterfaces: { lo: machine.networkInterfaces.lo } }),
      /no non-loopback IP address found on this machine: give --ips/,
    );
  });

  it('refuses an unclear AGENT_TLS_REJECT_UNAUTHORIZED', () => {
    assert.throws(() => parse(required, { AGENT_TLS_REJECT_UNAUTHORIZED: 'maybe' }), /must be true or false/);
  });
});
