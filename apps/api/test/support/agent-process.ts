import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built agent daemon (apps/agent); the test runner's working folder is apps/api. */
const AGENT_MAIN = join(process.cwd(), '..', 'agent', 'dist', 'src', 'main.js');

export interface AgentProcess {
  child: ChildProcess;
  /** Its journal of outcomes: give it to the next start to restart the same agent. */
  journalPath: string;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface AgentProcessOptions {
  apiUrl: string;
  agentId: string;
  secret: string;
  hostname: string;
  ips: string[];
  /** Every recipient's MX is this host:port ... */
  mxOverride?: string;
  /** ... or MX look-ups ask this DNS server (ip:port), and the hosts found are spoken to on mxPort (or give `extraArgs` such as --dns-servers). */
  mxByDns?: { dnsServer: string; mxPort: number };
  /** More options, e.g. --mx-port, --dns-servers, --mta-sts-port, --tls-ca-file. */
  extraArgs?: string[];
  /** The journal of a killed agent, for its restart; a new file in the temporary folder by default. */
  journalPath?: string;
}

/** Starts a real agent process, as an operator would run it. */
export function startAgentProcess(options: AgentProcessOptions): AgentProcess {
  if (!existsSync(AGENT_MAIN)) throw new Error(`${AGENT_MAIN} is missing: build apps/agent first`);
  const journalPath = options.journalPath ?? join(tmpdir(), `agent-journal-${options.agentId}-${randomBytes(6).toString('hex')}.journal`);
  const child = spawn(
    process.execPath,
    [AGENT_MAIN, '--api-url', options.apiUrl, '--agent-id', options.agentId, '--hostname', options.hostname,
      '--ips', options.ips.join(','), ...mxOptions(options), '--heartbeat-seconds', '1', '--poll-ms', '100', '--journal', journalPath,
      ...(options.extraArgs ?? [])],
    { env: { ...process.env, AGENT_SECRET: options.secret }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return {
    child,
    journalPath,
    output: () => output,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}

function mxOptions({ mxOverride, mxByDns }: AgentProcessOptions): string[] {
  if (mxByDns) return ['--dns-servers', mxByDns.dnsServer, '--mx-port', String(mxByDns.mxPort)];
  return mxOverride ? ['--mx-override', mxOverride] : [];
}
