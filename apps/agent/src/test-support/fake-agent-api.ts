import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { AGENT_API_BASE_PATH } from '@platform/contracts';

export interface RecordedCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/** What the fake answers to one call: a status and a JSON body. */
export type FakeAnswer = { status: number; body?: unknown };

/** A healthy API's answer to a result report, alone (results) or in a batch (result-batches): each result recorded. */
export function recordedAnswer(call: RecordedCall): FakeAnswer {
  if (call.path === `${AGENT_API_BASE_PATH}/result-batches`) return { status: 200, body: { results: call.body.results.map(() => ({ recorded: true })) } };
  return { status: 200, body: { recorded: true } };
}

/**
 * A stand-in for the API's /api/agent/v1 endpoints: records every call and answers through the
 * test's handler, so tests can play a healthy API, a restarting one or one that refuses the agent.
 */
export async function startFakeAgentApi(answer: (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: RecordedCall[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const call: RecordedCall = {
      path: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
    };
    calls.push(call);
    const { status, body } = await answer(call);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    callsTo: (name: string) => calls.filter((call) => call.path === `${AGENT_API_BASE_PATH}/${name}`),
    /** The result reports the agent made (one per lease and attempt), whether in a batch or alone. */
    reportedResults: (): any[] =>
      calls.flatMap((call) => (call.path === `${AGENT_API_BASE_PATH}/result-batches` ? call.body.results : call.path === `${AGENT_API_BASE_PATH}/results` ? [call.body] : [])),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
