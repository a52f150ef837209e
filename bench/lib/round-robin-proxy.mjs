// A tiny TCP load balancer for the fault trial: each client connection goes to the next
// upstream in turn; one that refuses the connection (its process is down) is skipped for the
// next, as a load balancer's health check would, so a client only fails when every upstream is
// down. Bytes are passed through untouched, so it fronts HTTP and SMTP alike.
import { createConnection, createServer } from 'node:net';
import { once } from 'node:events';

/**
 * Listens on a free loopback port and forwards to `upstreamPorts` (on 127.0.0.1) round-robin.
 * Returns { port, connections: count per upstream, close() }.
 */
export async function startRoundRobinProxy(upstreamPorts) {
  const connections = upstreamPorts.map(() => 0);
  const sockets = new Set();
  let next = 0;

  const connectUpstream = (tried, onConnected, onFailed) => {
    if (tried === upstreamPorts.length) return onFailed();
    const index = next;
    next = (next + 1) % upstreamPorts.length;
    const upstream = createConnection({ host: '127.0.0.1', port: upstreamPorts[index] });
    const refused = () => connectUpstream(tried + 1, onConnected, onFailed);
    upstream.once('error', refused);
    upstream.once('connect', () => {
      upstream.off('error', refused);
      connections[index] += 1;
      onConnected(upstream);
    });
  };

  const server = createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    connectUpstream(
      0,
      (upstream) => {
        sockets.add(upstream);
        upstream.once('close', () => {
          sockets.delete(upstream);
          client.destroy();
        });
        upstream.on('error', () => upstream.destroy());
        client.once('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      },
      () => client.destroy(),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: server.address().port,
    connections,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
