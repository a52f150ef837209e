import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The built agent daemon (apps/agent); the test runner's working folder is apps/api. */
const AGENT_MAIN = join(process.cwd(), '..', 'agent', 'dist', 'src', 'main.js');

export interface AgentProcess {
  child: ChildProcess;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface AgentProcessOptions {
  apiUrl: string;
  agentId: string;
  secret: string;
  hostname: string;
  ips: string[];
  mxOverride: string;
}

/** Starts a real agent process, as an operator would run it. */
export function startAgentProcess(options: AgentProcessOptions): AgentProcess {
  if (!existsSync(AGENT_MAIN)) throw new Error(`${AGENT_MAIN} is missing: build apps/agent first`);
  const child = spawn(
    process.execPath,
    [AGENT_MAIN, '--api-url', options.apiUrl, '--agent-id', options.agentId, '--hostname', options.hostname,
      '--ips', options.ips.join(','), '--mx-override', options.mxOverride, '--heartbeat-seconds', '1', '--poll-ms', '100'],
    { env: { ...process.env, AGENT_SECRET: options.secret }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}
