import assert from 'node:assert/strict';
import { createSocket } from 'node:dgram';
import { test } from 'node:test';
import { loadAppConfig } from '../config/app-config.js';
import { DnsTxtLookup } from './dns-txt-lookup.js';
test('a DNS server that never answers gives no records instead of an error', async () => {
    const silent = createSocket('udp4');
    await new Promise((resolve) => silent.bind(0, '127.0.0.1', () => resolve()));
    try {
        const lookup = new DnsTxtLookup(loadAppConfig({ DNS_SERVERS: `127.0.0.1:${silent.address().port}` }));
        const started = Date.now();
        assert.deepEqual(await lookup.txtRecords('example.com'), []);
        assert.ok(Date.now() - started < 15_000, 'gives up within seconds');
    }
    finally {
        silent.close();
    }
});
//# sourceMappingURL=dns-txt-lookup.spec.js.map