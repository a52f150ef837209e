import { isPermanentReply, type AgentDeliveryOutcome, type AgentLease, type DeliveryTls } from '@platform/contracts';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { SMTPConnectionSendInfo } from 'nodemailer/lib/smtp-connection';
import type { NodemailerError } from 'nodemailer/lib/errors';

import type { MailHost } from './mx-resolver.js';
import type { CachedConnection, ConnectionLimit, SmtpConnectionSource, SmtpRoute } from './smtp-connection-cache.js';
import { judgeTlsSession } from './tls-requirements.js';
import { tlsSessionOf } from './tls-session.js';

export interface RecipientResult {
  address: string;
  outcome: AgentDeliveryOutcome;
  /** The server's reply, or what went wrong when no server answered. */
  response: string;
  /** How the session that gave the result was protected; absent when no session was had. */
  tls?: DeliveryTls;
}

export interface LeaseDeliveryResult {
  results: RecipientResult[];
  /** host:port of the server that answered (or was tried last); null when none was tried. */
  via: string | null;
}

type SendAttempt =
  | { kind: 'answered'; results: RecipientResult[] }
  /** No usable answer from this host: try the next MX host. */
  | { kind: 'unreachable'; reason: string }
  /** The recipient domain's MTA-STS policy (enforce) refused the session: try the next MX host. */
  | { kind: 'refused-by-policy'; reason: string; tls: DeliveryTls };

/**
 * Delivers one lease to the first of `hosts` that answers, from the lease's source IP with its
 * HELO name. A host that cannot be reached (refused, timed out, 421, dropped mid-session) makes
 * way for the next one, as RFC 5321 §5.1 asks; a host that answers decides the outcome.
 */
export async function deliverToMailHosts(
  lease: AgentLease,
  hosts: MailHost[],
  connections: SmtpConnectionSource,
  /** The destination's connection limits on the lease's IP (traffic shaping). */
  shaping?: ConnectionLimit,
): Promise<LeaseDeliveryResult> {
  const recipients = lease.recipients.map((address) => address.trim());
  const message = Buffer.from(lease.raw, 'base64');
  let lastFailure = 'no mail host to try';
  let lastTls: DeliveryTls | undefined;
  let via: string | null = null;
  for (const host of hosts) {
    via = `${host.host}:${host.port}`;
    const route: SmtpRoute = { ...host, sourceIp: lease.source_ip, helo: lease.helo, shaping };
    const attempt = await sendVia(host, route, connections, lease.envelope_from, recipients, message);
    if (attempt.kind === 'answered') return { results: attempt.results, via };
    // The policy's reason names the host itself ("MTA-STS enforce: mx.example.com certificate not valid: ...").
    lastFailure = attempt.kind === 'refused-by-policy' ? attempt.reason : `${via}: ${attempt.reason}`;
    lastTls = attempt.kind === 'refused-by-policy' ? attempt.tls : undefined;
  }
  return {
    results: recipients.map((address) => ({ address, outcome: 'deferred', response: lastFailure, ...(lastTls ? { tls: lastTls } : {}) })),
    via,
  };
}

async function sendVia(
  host: MailHost,
  route: SmtpRoute,
  connections: SmtpConnectionSource,
  from: string,
  recipients: string[],
  message: Buffer,
): Promise<SendAttempt> {
  // A second try only when a cached session turned out dead: servers drop idle clients.
  for (let tries = 0; tries < 2; tries++) {
    let checkedOut: CachedConnection;
    try {
      checkedOut = await connections.acquire(route);
    } catch (error) {
      return { kind: 'unreachable', reason: describeFailure(error as NodemailerError) };
    }
    const { tls, refusal } = judgeTlsSession(host, tlsSessionOf(checkedOut.connection));
    if (refusal) {
      // Nothing was sent on it: the session stays good for mail the policy does not cover.
      connections.release(checkedOut, true);
      return { kind: 'refused-by-policy', reason: refusal, tls };
    }
    const withTls = (results: RecipientResult[]) => results.map((result) => ({ ...result, tls }));
    const sent = await send(checkedOut.connection, from, recipients, message);
    if (!('error' in sent)) {
      connections.release(checkedOut, true);
      return { kind: 'answered', results: withTls(resultsOfSuccess(recipients, sent.info)) };
    }
    const { error } = sent;
    if (isServerAnswer(error)) {
      connections.release(checkedOut, await resetSession(checkedOut.connection));
      return { kind: 'answered', results: withTls(resultsOfRefusal(recipients, error)) };
    }
    connections.release(checkedOut, false);
    if (isRefusedBeforeSending(error)) {
      return { kind: 'answered', results: recipients.map((address) => ({ address, outcome: 'bounced', response: error.message })) };
    }
    if (!checkedOut.reused) return { kind: 'unreachable', reason: describeFailure(error) };
  }
  return { kind: 'unreachable', reason: 'the session closed twice in a row' };
}

function send(
  connection: SMTPConnection,
  from: string,
  recipients: string[],
  message: Buffer,
): Promise<{ info: SMTPConnectionSendInfo } | { error: NodemailerError }> {
  return new Promise((resolve) => {
    connection.send(
      // BODY=8BITMIME when the server offers it and the message needs it (RFC 6152).
      { from, to: recipients, use8BitMime: message.some((byte) => byte > 0x7f) },
      message,
      (error, info) => resolve(error ? { error } : { info }),
    );
  });
}

/** RSET after a refused transaction, so the session can carry the next message. */
function resetSession(connection: SMTPConnection): Promise<boolean> {
  if (connection.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => connection.reset((error) => resolve(!error)));
}

/** A reply to MAIL, RCPT or DATA. 421 is not one: the server is closing the session. */
function isServerAnswer(error: NodemailerError): boolean {
  return error.responseCode !== undefined && error.responseCode !== 421 && (error.code === 'EENVELOPE' || error.code === 'EMESSAGE');
}

/** Nodemailer refused the envelope itself (e.g. a line break in an address): no server will take it. */
function isRefusedBeforeSending(error: NodemailerError): boolean {
  return error.responseCode === undefined && (error.code === 'EENVELOPE' || error.code === 'EMESSAGE');
}

function resultsOfSuccess(recipients: string[], info: SMTPConnectionSendInfo): RecipientResult[] {
  const refusals = new Map((info.rejectedErrors ?? []).map((error) => [error.recipient, error]));
  return recipients.map((address) => {
    const refusal = refusals.get(address);
    return refusal ? resultOfReply(address, refusal) : { address, outcome: 'delivered', response: info.response };
  });
}

/**
 * A refused transaction: per recipient when RCPT TO refused them all, otherwise the one reply to
 * MAIL FROM or DATA applies to every recipient. (When some recipients were refused at RCPT TO and
 * the message then at DATA, nodemailer reports only the DATA reply, so it applies to all.)
 */
function resultsOfRefusal(recipients: string[], error: NodemailerError): RecipientResult[] {
  const refusals = new Map((error.rejectedErrors ?? []).map((refusal) => [refusal.recipient, refusal]));
  return recipients.map((address) => resultOfReply(address, refusals.get(address) ?? error));
}

/** 2xx delivered; a permanent reply bounced (isPermanentReply: 5xx unless its enhanced code says temporary); else deferred. */
function resultOfReply(address: string, error: NodemailerError): RecipientResult {
  const code = error.responseCode ?? 0;
  const response = error.response ?? error.message;
  const outcome: AgentDeliveryOutcome = code >= 200 && code < 300 ? 'delivered' : isPermanentReply(/^\d{3}/.test(response) ? response : `${code} ${response}`) ? 'bounced' : 'deferred';
  return { address, outcome, response };
}

function describeFailure(error: NodemailerError): string {
  if (error.response) return error.response;
  const code = error.originalCode ?? error.code;
  return code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
}
