import { createHash, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export interface MetricsServerOptions {
  port: number;
  host: string;
  token: string;
  registry: Registry;
}

/**
 * GET /metrics with `Authorization: Bearer <token>`: the registry in the Prometheus text format.
 * Without the token 401; any other path or method 404.
 */
export async function startMetricsServer({ port, host, token, registry }: MetricsServerOptions): Promise<Server> {
  const expected = digest(token);
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(presented), expected)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' }).end('A valid metrics token is required\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  return server;
}

/** Compared as hashes: equal lengths for timingSafeEqual, and no hint of the token's length. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
