// A private Postfix instance for the throughput comparison: its own config_directory,
// queue_directory and data_directory under a temp folder (the system's Postfix configuration is
// never read or changed), listening on a loopback port, relaying everything to one SMTP server,
// with OpenDKIM (own config, own RSA 2048 key from opendkim-genkey) as its signing milter.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const POSTFIX = '/usr/sbin/postfix';
const POSTCONF = '/usr/sbin/postconf';
const OPENDKIM = '/usr/sbin/opendkim';
const OPENDKIM_GENKEY = '/usr/sbin/opendkim-genkey';
const DKIM_PARENT = '/var/lib/platform-bench-opendkim';

export const POSTFIX_COMMANDS = [POSTFIX, POSTCONF, '/usr/sbin/smtp-source', '/usr/sbin/smtp-sink', OPENDKIM, OPENDKIM_GENKEY, '/usr/bin/openssl'];
export const POSTFIX_PACKAGES = ['postfix', 'opendkim', 'opendkim-tools', 'openssl'];

export async function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

function idOf(name, flag) {
  return Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
}

/**
 * Sets up and starts OpenDKIM and Postfix. `relayTo` is "127.0.0.1:port" of the next hop;
 * relay() changes it later (postconf + reload).
 */
export async function startPostfix({ dir, domain, selector, smtpPort, milterPort, relayTo, concurrency }) {
  // Postfix and OpenDKIM drop privileges to their own users: they must be able to reach here.
  chmodSync(dir, 0o755);
  const configDir = join(dir, 'postfix-config');
  const queueDir = join(dir, 'postfix-queue');
  const dataDir = join(dir, 'postfix-data');
  // OpenDKIM refuses a config or key on a path others may write to (like /tmp): its files live
  // in a root-owned folder of their own, removed by stop().
  mkdirSync(DKIM_PARENT, { recursive: true, mode: 0o755 });
  chmodSync(DKIM_PARENT, 0o755);
  const dkimDir = mkdtempSync(join(DKIM_PARENT, 'run-'));
  chmodSync(dkimDir, 0o755);
  for (const folder of [configDir, queueDir, dataDir]) mkdirSync(folder, { recursive: true, mode: 0o755 });
  chownSync(dataDir, idOf('postfix', '-u'), idOf('postfix', '-g'));

  // --- OpenDKIM: signs mail whose From domain is `domain`, RSA 2048 key of its own ---
  execFileSync(OPENDKIM_GENKEY, ['-b', '2048', '-d', domain, '-s', selector, '-D', dkimDir]);
  const keyFile = join(dkimDir, `${selector}.private`);
  chownSync(keyFile, idOf('opendkim', '-u'), idOf('opendkim', '-g'));
  chmodSync(keyFile, 0o600);
  const dkimConf = join(dkimDir, 'opendkim.conf');
  writeFileSync(
    dkimConf,
    [
      'Syslog no',
      'Mode s',
      `Socket inet:${milterPort}@127.0.0.1`,
      `Domain ${domain}`,
      `Selector ${selector}`,
      `KeyFile ${keyFile}`,
      'Canonicalization relaxed/relaxed',
      'SignatureAlgorithm rsa-sha256',
      'UserID opendkim:opendkim',
      `PidFile ${join(dkimDir, 'opendkim.pid')}`,
      'Background no',
      'UMask 002',
      '',
    ].join('\n'),
  );
  const opendkim = spawn(OPENDKIM, ['-f', '-x', dkimConf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let opendkimErrors = '';
  opendkim.stderr.on('data', (chunk) => (opendkimErrors += chunk));
  try {
    await waitForPort(milterPort, 15_000);
  } catch (error) {
    opendkim.kill('SIGKILL');
    rmSync(dkimDir, { recursive: true, force: true });
    throw new Error(`opendkim did not start: ${opendkimErrors || error.message}`);
  }

  // --- TLS certificate for smtpd's STARTTLS (both servers get STARTTLS from the same front) ---
  const certFile = join(configDir, 'smtpd-cert.pem');
  const certKeyFile = join(configDir, 'smtpd-key.pem');
  execFileSync('/usr/bin/openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '30', '-subj', '/CN=bench-postfix.localdomain',
    '-keyout', certKeyFile, '-out', certFile,
  ], { stdio: 'ignore' });

  // --- Postfix: a loopback relay, nothing delivered locally ---
  const logFile = join(dir, 'postfix.log');
  writeFileSync(
    join(configDir, 'main.cf'),
    [
      'compatibility_level = 3.6',
      `queue_directory = ${queueDir}`,
      `data_directory = ${dataDir}`,
      'mail_owner = postfix',
      'setgid_group = postdrop',
      'myhostname = bench-postfix.localdomain',
      'mydomain = localdomain',
      'myorigin = $myhostname',
      'mydestination =',
      'local_recipient_maps =',
      'local_transport = error:local delivery is disabled',
      'relay_domains =',
      'alias_maps =',
      'alias_database =',
      'biff = no',
      'inet_protocols = ipv4',
      'inet_interfaces = 127.0.0.1',
      'mynetworks = 127.0.0.0/8',
      'smtpd_relay_restrictions = permit_mynetworks, reject_unauth_destination',
      'smtpd_recipient_restrictions = permit_mynetworks, reject',
      `relayhost = [${relayTo.split(':')[0]}]:${relayTo.split(':')[1]}`,
      'smtp_dns_support_level = disabled',
      'smtp_tls_security_level = none',
      'smtpd_tls_security_level = may',
      `smtpd_tls_cert_file = ${certFile}`,
      `smtpd_tls_key_file = ${certKeyFile}`,
      `smtpd_milters = inet:127.0.0.1:${milterPort}`,
      'non_smtpd_milters = $smtpd_milters',
      'milter_default_action = tempfail',
      'milter_protocol = 6',
      `default_destination_concurrency_limit = ${concurrency}`,
      `smtp_destination_concurrency_limit = ${concurrency}`,
      'smtputf8_enable = no',
      `maillog_file = ${logFile}`,
      `maillog_file_prefixes = ${dir}`,
      '',
    ].join('\n'),
  );
  const service = (name, type, priv, unpriv, wakeup, max, command) =>
    `${name.padEnd(12)} ${type.padEnd(10)} ${priv} ${unpriv} n ${wakeup} ${max} ${command}`;
  writeFileSync(
    join(configDir, 'master.cf'),
    [
      service(`127.0.0.1:${smtpPort}`, 'inet', 'n', '-', '-', '-', 'smtpd'),
      service('pickup', 'unix', 'n', '-', '60', '1', 'pickup'),
      service('cleanup', 'unix', 'n', '-', '-', '0', 'cleanup'),
      service('qmgr', 'unix', 'n', '-', '300', '1', 'qmgr'),
      service('tlsmgr', 'unix', '-', '-', '1000?', '1', 'tlsmgr'),
      service('rewrite', 'unix', '-', '-', '-', '-', 'trivial-rewrite'),
      service('bounce', 'unix', '-', '-', '-', '0', 'bounce'),
      service('defer', 'unix', '-', '-', '-', '0', 'bounce'),
      service('trace', 'unix', '-', '-', '-', '0', 'bounce'),
      service('verify', 'unix', '-', '-', '-', '1', 'verify'),
      service('flush', 'unix', 'n', '-', '1000?', '0', 'flush'),
      service('proxymap', 'unix', '-', '-', '-', '-', 'proxymap'),
      service('proxywrite', 'unix', '-', '-', '-', '1', 'proxymap'),
      service('smtp', 'unix', '-', '-', '-', '-', 'smtp'),
      service('relay', 'unix', '-', '-', '-', '-', 'smtp'),
      service('showq', 'unix', 'n', '-', '-', '-', 'showq'),
      service('error', 'unix', '-', '-', '-', '-', 'error'),
      service('retry', 'unix', '-', '-', '-', '-', 'error'),
      service('discard', 'unix', '-', '-', '-', '-', 'discard'),
      service('anvil', 'unix', '-', '-', '-', '1', 'anvil'),
      service('scache', 'unix', '-', '-', '-', '1', 'scache'),
      service('postlog', 'unix-dgram', 'n', '-', '-', '1', 'postlogd'),
      '',
    ].join('\n'),
  );

  const postfix = (...args) => execFileSync(POSTFIX, ['-c', configDir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    postfix('start');
  } catch (error) {
    opendkim.kill('SIGKILL');
    throw new Error(`postfix did not start: ${error.stderr || error.message}`);
  }
  await waitForPort(smtpPort, 30_000);
  const masterPid = Number(readFileSync(join(queueDir, 'pid', 'master.pid'), 'utf8').trim());

  return {
    masterPid,
    opendkimPid: opendkim.pid,
    publicKeyRecord: readFileSync(join(dkimDir, `${selector}.txt`), 'utf8'),
    logFile,
    /** Points the relay at another next hop (postconf -e, postfix reload). */
    async relay(to) {
      execFileSync(POSTCONF, ['-c', configDir, '-e', `relayhost = [${to.split(':')[0]}]:${to.split(':')[1]}`]);
      postfix('reload');
      await sleep(1500);
    },
    queueSize() {
      const output = execFileSync('/usr/sbin/postqueue', ['-c', configDir, '-p'], { encoding: 'utf8' });
      if (/Mail queue is empty/.test(output)) return 0;
      const match = /in (\d+) Request/.exec(output);
      return match ? Number(match[1]) : -1;
    },
    async stop() {
      try {
        postfix('stop');
      } catch {
        try {
          postfix('abort');
        } catch {
          // already stopped
        }
      }
      if (opendkim.exitCode === null && opendkim.signalCode === null) {
        opendkim.kill('SIGTERM');
        await Promise.race([new Promise((resolve) => opendkim.once('exit', resolve)), sleep(5000)]);
        if (opendkim.exitCode === null && opendkim.signalCode === null) opendkim.kill('SIGKILL');
      }
      rmSync(dkimDir, { recursive: true, force: true });
    },
  };
}

/** smtp-sink counting accepted messages ("mesg=N" in its -c output). */
export async function startSmtpSink(port) {
  const child = spawn('/usr/sbin/smtp-sink', ['-u', 'postfix', '-c', `127.0.0.1:${port}`, '1024'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let count = 0;
  let errors = '';
  let partial = '';
  child.stdout.on('data', (chunk) => {
    partial += chunk.toString();
    const matches = [...partial.matchAll(/mesg=(\d+)\r/g)];
    if (matches.length) count = Number(matches[matches.length - 1][1]);
    partial = partial.slice(-64);
  });
  child.stderr.on('data', (chunk) => (errors += chunk));
  await waitForPort(port, 10_000).catch((error) => {
    throw new Error(`smtp-sink did not start: ${errors || error.message}`);
  });
  return {
    pid: child.pid,
    get count() {
      return count;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
