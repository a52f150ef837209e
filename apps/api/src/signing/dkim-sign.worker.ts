// Worker thread body: RSA signing costs a millisecond or more per message, so it runs here
// rather than on the event loop that serves HTTP and SMTP clients.
import { parentPort } from 'node:worker_threads';
import type { DkimSignJob, DkimSignReply } from './dkim-sign-job.js';
import { overSignedDkimSignatures } from './over-signing-dkim-signer.js';

parentPort!.on('message', async (job: DkimSignJob) => {
  let reply: DkimSignReply;
  try {
    reply = { id: job.id, signatureHeaders: await overSignedDkimSignatures(Buffer.from(job.message), job.keys) };
  } catch (error) {
    reply = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
