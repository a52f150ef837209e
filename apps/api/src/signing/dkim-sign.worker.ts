// Worker thread body: RSA signing costs a millisecond or more per message, so it runs here
// rather than on the event loop that serves HTTP and SMTP clients.
import { parentPort } from 'node:worker_threads';
import { dkimSign } from 'mailauth/lib/dkim/sign.js';
import type { DkimSignJob, DkimSignReply } from './dkim-sign-job.js';

parentPort!.on('message', async (job: DkimSignJob) => {
  let reply: DkimSignReply;
  try {
    const options = {
      canonicalization: 'relaxed/relaxed',
      algorithm: 'rsa-sha256',
      signatureData: [{ signingDomain: job.domain, selector: job.selector, privateKey: job.privateKeyPem }],
    };
    const message = Buffer.from(job.message);
    const signatureHeaders: string[] = [];
    for (const prefix of job.prefixes) {
      // mailauth's typings describe top-level key options that its signer ignores; signatureData is what it reads.
      const copy = prefix ? Buffer.concat([Buffer.from(prefix), message]) : message;
      const result = await dkimSign(copy, options as unknown as Parameters<typeof dkimSign>[1]);
      if (!result.signatures) throw new Error(result.errors.map((entry) => entry.err.message).join('; ') || 'no signature was produced');
      signatureHeaders.push(result.signatures);
    }
    reply = { id: job.id, signatureHeaders };
  } catch (error) {
    reply = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
