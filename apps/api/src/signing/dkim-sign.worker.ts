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
    // mailauth's typings describe top-level key options that its signer ignores; signatureData is what it reads.
    const result = await dkimSign(Buffer.from(job.message), options as unknown as Parameters<typeof dkimSign>[1]);
    const problems = result.errors.map((entry) => entry.err.message);
    reply = result.signatures
      ? { id: job.id, signatureHeaders: result.signatures }
      : { id: job.id, error: problems.join('; ') || 'no signature was produced' };
  } catch (error) {
    reply = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
