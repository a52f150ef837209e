// Worker thread body: RSA signing costs a millisecond or more per message, so it runs here
// rather than on the event loop that serves HTTP and SMTP clients.
import { parentPort } from 'node:worker_threads';
import type { DkimSignJob, DkimSignReply } from './dkim-sign-job.js';
import { keepImportedPrivateKeys } from './imported-key-cache.js';
import { overSignedDkimSignatures } from './over-signing-dkim-signer.js';

keepImportedPrivateKeys();

parentPort!.on('message', async (job: DkimSignJob) => {
  let reply: DkimSignReply;
  try {
    // The bytes were handed over (transferred) to this thread: a view of them, not a copy.
    const message = Buffer.from(job.message.buffer, job.message.byteOffset, job.message.byteLength);
    const signatureHeaders: string[] = [];
    for (const prefix of job.prefixes) {
      signatureHeaders.push(await overSignedDkimSignatures(prefix ? Buffer.concat([Buffer.from(prefix), message]) : message, job.keys));
    }
    reply = { id: job.id, signatureHeaders };
  } catch (error) {
    reply = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
