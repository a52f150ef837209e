// Sends delivery status notifications (RFC 3464, as Postfix writes them) to the platform's
// inbound listener, as a recipient's mail server does when it accepted a message and could not
// deliver it after all. The fault trial uses it: each DSN is retried until the listener answers,
// so one sent while the API is down arrives once it is back.
import { setTimeout as sleep } from 'node:timers/promises';
import SMTPConnection from 'nodemailer/lib/smtp-connection/index.js';

/** A hard-bounce DSN for `recipient` of the message that came from `returnPath` with `messageId`. */
export function hardBounceReport({ returnPath, recipient, messageId, reportId }) {
  const boundary = `${reportId}/mx.bench-recipient.example`;
  return [
    'From: MAILER-DAEMON@mx.bench-recipient.example (Mail Delivery System)',
    'Subject: Undelivered Mail Returned to Sender',
    `To: ${returnPath}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    `Message-Id: <${reportId}@mx.bench-recipient.example>`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=us-ascii',
    '',
    `<${recipient}>: host mailstore.bench-recipient.example said: 550 5.1.1 User unknown`,
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.bench-recipient.example',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    `Return-Path: <${returnPath}>`,
    `To: ${recipient}`,
    `Message-ID: <${messageId}>`,
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/**
 * A queue of DSNs sent one at a time over SMTP (null sender) to the inbound listener at
 * 127.0.0.1:port. A connection failure or a 4xx is retried after `retryMs`; a 5xx is final
 * (counted as refused).
 */
export function startBounceSender({ port, retryMs = 500 }) {
  const queue = [];
  const stats = { queued: 0, accepted: 0, refused: 0, retries: 0 };
  let stopped = false;
  let wake = null;

  const sendOnce = async (report) => {
    const connection = new SMTPConnection({ host: '127.0.0.1', port, ignoreTLS: true, name: 'mx.bench-recipient.example', socketTimeout: 20_000, connectionTimeout: 5_000 });
    // A connection that fails or closes (the API killed) reports it as an event, not through the
    // callbacks: without this the attempt would wait for ever.
    const broken = new Promise((resolve, reject) => {
      connection.on('error', reject);
      connection.once('end', () => reject(new Error('connection closed')));
    });
    broken.catch(() => undefined);
    try {
      await Promise.race([broken, new Promise((resolve, reject) => connection.connect((error) => (error ? reject(error) : resolve())))]);
      await Promise.race([
        broken,
        new Promise((resolve, reject) => connection.send({ from: '', to: [report.returnPath] }, report.raw, (error, info) => (error ? reject(error) : resolve(info)))),
      ]);
      return 'accepted';
    } catch (error) {
      return error.responseCode >= 500 ? 'refused' : 'retry';
    } finally {
      connection.removeAllListeners('end');
      connection.on('error', () => undefined);
      connection.quit();
    }
  };

  const worker = (async () => {
    while (!stopped) {
      const report = queue[0];
      if (!report) {
        await new Promise((resolve) => (wake = resolve));
        continue;
      }
      const outcome = await sendOnce(report);
      if (outcome === 'retry') {
        stats.retries += 1;
        await sleep(retryMs);
        continue;
      }
      queue.shift();
      stats[outcome] += 1;
      report.onDone?.(outcome);
    }
  })();

  return {
    stats,
    /** Queues a report ({ returnPath, raw, onDone(outcome) }). */
    send(report) {
      queue.push(report);
      stats.queued += 1;
      wake?.();
    },
    get pending() {
      return queue.length;
    },
    async stop() {
      stopped = true;
      wake?.();
      await worker;
    },
  };
}
