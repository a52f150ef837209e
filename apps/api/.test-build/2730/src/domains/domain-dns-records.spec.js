import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dkimPublicKeyValue, dkimSelectorFor, generateDkimKeyPair } from './dkim-key.js';
import { buildDnsRecords, dkimRecordHoldsKey, isDmarcRecord, namesHost, spfRecordAuthorizes } from './domain-dns-records.js';
const PEM = '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A\nMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n-----END PUBLIC KEY-----\n';
const KEY_VALUE = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo';
const inputs = (overrides = {}) => ({
    dkimSelector: 's202607',
    dkimPublicKeyPem: PEM,
    spfInclude: 'spf.platform.example',
    dedicatedIps: [],
    relay: null,
    inboundMxHost: 'mx.platform.example',
    trackingHost: 'track.platform.example',
    ...overrides,
});
test('the DKIM record value has the PEM lines, whitespace and quotes stripped', () => {
    assert.equal(dkimPublicKeyValue(PEM), KEY_VALUE);
    assert.equal(dkimPublicKeyValue(`"${PEM.replace(/\n/g, '\r\n  ')}"`), KEY_VALUE);
});
test('selectors are named after the month of the key', () => {
    assert.equal(dkimSelectorFor(new Date('2026-07-15T12:00:00Z')), 's202607');
    assert.equal(dkimSelectorFor(new Date('2027-12-01T00:00:00Z')), 's202712');
});
test('a generated DKIM key is a 2048-bit RSA key pair in PEM', async () => {
    const { privateKeyPem, publicKeyPem } = await generateDkimKeyPair();
    assert.match(privateKeyPem, /^-----BEGIN PRIVATE KEY-----/);
    assert.match(publicKeyPem, /^-----BEGIN PUBLIC KEY-----/);
    // A 2048-bit RSA SubjectPublicKeyInfo is 294 bytes: 392 base64 characters.
    assert.equal(dkimPublicKeyValue(publicKeyPem).length, 392);
});
test('records of a provider domain: the platform include, the domain key and a quarantine DMARC policy', () => {
    assert.deepEqual(buildDnsRecords(inputs()), {
        spf: { name: '@', type: 'TXT', value: 'v=spf1 include:spf.platform.example ~all' },
        dkim: { name: 's202607._domainkey', type: 'TXT', selector: 's202607', txt: `v=DKIM1; k=rsa; p=${KEY_VALUE}` },
        dmarc: { name: '_dmarc', type: 'TXT', value: 'v=DMARC1; p=quarantine; adkim=r; aspf=r; pct=100' },
        return_path: {
            name: 'bounces',
            mx: { type: 'MX', priority: 10, value: 'mx.platform.example' },
            spf: { type: 'TXT', value: 'v=spf1 include:spf.platform.example ~all' },
        },
        tracking: { name: 'track', type: 'CNAME', value: 'track.platform.example' },
    });
});
test('a byoip domain authorizes its dedicated IPs in SPF', () => {
    const records = buildDnsRecords(inputs({ dedicatedIps: ['203.0.113.7', '2001:db8::7'] }));
    assert.equal(records.spf.value, 'v=spf1 ip4:203.0.113.7 ip6:2001:db8::7 include:spf.platform.example ~all');
});
test("a bulletproof domain publishes its relay's SPF (a whole record or an include host) and DMARC", () => {
    const whole = buildDnsRecords(inputs({ relay: { spf_record: 'v=spf1 ip4:198.51.100.0/24 -all', dmarc_record: 'v=DMARC1; p=reject' } }));
    assert.equal(whole.spf.value, 'v=spf1 ip4:198.51.100.0/24 -all');
    assert.equal(whole.dmarc.value, 'v=DMARC1; p=reject');
    const host = buildDnsRecords(inputs({ relay: { spf_record: '_spf.relay.example', dmarc_record: '' } }));
    assert.equal(host.spf.value, 'v=spf1 include:_spf.relay.example ~all');
    assert.match(host.dmarc.value, /^v=DMARC1; p=quarantine/);
    const unset = buildDnsRecords(inputs({ relay: { spf_record: '', dmarc_record: '' } }));
    assert.equal(unset.spf.value, 'v=spf1 include:spf.platform.example ~all');
});
test('SPF passes when the published record carries every sender we authorize, in any order or case', () => {
    const expected = 'v=spf1 ip4:203.0.113.7 include:spf.platform.example ~all';
    assert.ok(spfRecordAuthorizes('v=spf1 include:_spf.google.com +ip4:203.0.113.7 INCLUDE:spf.platform.example -all', expected));
    assert.ok(!spfRecordAuthorizes('v=spf1 include:spf.platform.example ~all', expected), 'missing the IP');
    assert.ok(!spfRecordAuthorizes('include:spf.platform.example ip4:203.0.113.7', expected), 'not an SPF record');
    assert.ok(!spfRecordAuthorizes('v=spf10 include:spf.platform.example ip4:203.0.113.7', expected), 'another version');
});
test('DKIM passes only when p= holds the same key, however it is wrapped', () => {
    assert.ok(dkimRecordHoldsKey(`v=DKIM1; k=rsa; p=${KEY_VALUE}`, KEY_VALUE));
    assert.ok(dkimRecordHoldsKey(`v=DKIM1;k=rsa;p=${KEY_VALUE.slice(0, 20)} ${KEY_VALUE.slice(20)}`, KEY_VALUE));
    assert.ok(!dkimRecordHoldsKey(`v=DKIM1; k=rsa; p=${KEY_VALUE.slice(1)}`, KEY_VALUE));
    assert.ok(!dkimRecordHoldsKey('v=DKIM1; k=rsa; p=', KEY_VALUE));
    assert.ok(!dkimRecordHoldsKey(KEY_VALUE, KEY_VALUE), 'a bare key without a p= tag');
});
test('DMARC passes for a record that starts with v=DMARC1', () => {
    assert.ok(isDmarcRecord('v=DMARC1; p=none'));
    assert.ok(isDmarcRecord('  v=DMARC1'));
    assert.ok(!isDmarcRecord('v=spf1 -all'));
    assert.ok(!isDmarcRecord('v=DMARC10; p=none'));
});
test('the return path bounces.<domain>: an MX to the inbound host and the SPF the domain itself publishes', () => {
    const records = buildDnsRecords(inputs({ dedicatedIps: ['198.51.100.7'] }));
    assert.deepEqual(records.return_path, {
        name: 'bounces',
        mx: { type: 'MX', priority: 10, value: 'mx.platform.example' },
        spf: { type: 'TXT', value: records.spf.value },
    });
    assert.equal(records.return_path.spf.value, 'v=spf1 ip4:198.51.100.7 include:spf.platform.example ~all');
    assert.equal(namesHost('MX.Platform.Example.', 'mx.platform.example'), true);
    assert.equal(namesHost('mx.other.example', 'mx.platform.example'), false);
});
//# sourceMappingURL=domain-dns-records.spec.js.map