import { Inject, Injectable } from '@nestjs/common';
import { isIP, connect } from 'node:net';
import type { SetupCheck } from '@platform/contracts';
import { TtlCache } from '../common/ttl-cache.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { DnsTxtLookup } from '../domains/dns-txt-lookup.js';
import { DNS_UNANSWERED_FIX, setupCheck, unanswered } from './setup-check.js';

const TITLE = 'Outbound port 25';
const BLOCKED_FIX =
  'Ask your hosting provider to open outbound port 25 (many block it on new accounts), or run sending agents on machines where it is open, or send through a relay.';

/**
 * Whether this machine can open SMTP connections to other mail servers: one TCP connection to
 * PORT25_PROBE_HOST, closed at once. At most one probe per process every PORT25_PROBE_CACHE_SECONDS
 * however often the checklist is asked (callers share the one under way), each bounded by
 * PORT25_PROBE_TIMEOUT_SECONDS: a caller cannot make this machine knock on someone's door.
 */
@Injectable()
export class Port25Probe {
  private readonly results: TtlCache<'probe', SetupCheck>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dns: DnsTxtLookup,
  ) {
    this.results = new TtlCache({ ttlMs: config.setupChecklist.port25ProbeCacheSeconds * 1000, maxEntries: 1 });
  }

  check(): Promise<SetupCheck> {
    return this.results.getOrLoad('probe', () => this.probe());
  }

  private async probe(): Promise<SetupCheck> {
    const target = this.config.setupChecklist.port25ProbeTarget;
    if (!target) return setupCheck('port25_outbound', TITLE, 'unknown', 'The port 25 probe is off (PORT25_PROBE_HOST=off).', 'Set PORT25_PROBE_HOST to a mail server that answers on port 25 to have it checked.');
    const label = `${target.host}:${target.port}`;
    let address = target.host;
    if (!isIP(address)) {
      const answer = await this.dns.addressAnswer(target.host);
      if (answer.records.length === 0) {
        return setupCheck('port25_outbound', TITLE, 'unknown', answer.failure ? unanswered(target.host, answer) : `${target.host} (PORT25_PROBE_HOST) has no address to try.`, answer.failure ? DNS_UNANSWERED_FIX : 'Set PORT25_PROBE_HOST to a mail server that exists.');
      }
      address = answer.records[0]!;
    }
    const timeoutMs = this.config.setupChecklist.port25ProbeTimeoutMs;
    const outcome = await tcpConnect(address, target.port, timeoutMs);
    if (outcome === 'connected') return setupCheck('port25_outbound', TITLE, 'pass', `A connection to ${label} (${address}) opened: mail can leave for recipients' servers from here.`, null);
    return setupCheck(
      'port25_outbound',
      TITLE,
      'fail',
      `No connection to ${label} (${address}) within ${timeoutMs / 1000} s (${outcome}): port 25 looks blocked from this network, so mail cannot leave for recipients' servers from here.`,
      BLOCKED_FIX,
    );
  }
}

/** 'connected', or why not (an error code, or 'timed out'). */
function tcpConnect(host: string, port: number, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const finish = (outcome: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish('timed out'), timeoutMs);
    socket.once('connect', () => finish('connected'));
    socket.once('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
  });
}
