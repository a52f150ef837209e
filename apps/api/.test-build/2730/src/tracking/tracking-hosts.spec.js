import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TrackingHosts } from './tracking-hosts.js';
describe('tracking hosts', () => {
    const hosts = new TrackingHosts('https://App.Platform.example:8443/');
    test("links point at the platform's host until the domain's own verified, then at track.<domain> with the same scheme and port", () => {
        assert.equal(hosts.platformHost, 'app.platform.example');
        assert.equal(hosts.baseUrlFor({ domain: 'shop.example', tracking_host_verified: false }), 'https://app.platform.example:8443');
        assert.equal(hosts.baseUrlFor({ domain: 'Shop.Example', tracking_host_verified: true }), 'https://track.shop.example:8443');
    });
    test("the platform's host serves every domain's links; track.<domain> only that domain's", () => {
        assert.ok(hosts.serves('APP.platform.example', 'shop.example'));
        assert.ok(hosts.serves('track.shop.example.', 'shop.example'));
        assert.ok(!hosts.serves('track.shop.example', 'other.example'));
        assert.ok(!hosts.serves('shop.example', 'shop.example'));
        assert.ok(!hosts.serves('', 'shop.example'));
    });
});
//# sourceMappingURL=tracking-hosts.spec.js.map