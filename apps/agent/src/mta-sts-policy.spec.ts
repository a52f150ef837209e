import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';

import { mxHostMatches, parseMtaStsPolicy, parseMtaStsTxtRecords } from './mta-sts-policy.js';

describe('parseMtaStsTxtRecords (RFC 8461 §3.1)', () => {
  it('reads the id of the one v=STSv1 record, its strings joined, other records ignored', () => {
    assert.equal(parseMtaStsTxtRecords([['v=STSv1; id=20261127T010101;']]), '20261127T010101');
    assert.equal(parseMtaStsTxtRecords([['v=STSv1; ', 'id=abc123']]), 'abc123');
    assert.equal(parseMtaStsTxtRecords([['v=spf1 -all'], ['v=STSv1;id=x1; ext=value']]), 'x1');
  });

  it('is no policy when two records claim v=STSv1, or the one there is malformed', () => {
    assert.equal(parseMtaStsTxtRecords([['v=STSv1; id=a'], ['v=STSv1; id=b']]), null);
    assert.equal(parseMtaStsTxtRecords([['v=STSv1;']]), null, 'no id');
    assert.equal(parseMtaStsTxtRecords([['v=STSv1; id=has-dash']]), null, 'id is alphanumeric');
    assert.equal(parseMtaStsTxtRecords([['v=STSv1; id=' + 'a'.repeat(33)]]), null, 'id of 33 characters');
    assert.equal(parseMtaStsTxtRecords([['v=STSv1; id=a; id=b']]), null, 'id twice');
    assert.equal(parseMtaStsTxtRecords([['v=STSv1; id=a;; x=y']]), null, 'empty field');
    assert.equal(parseMtaStsTxtRecords([['v=STSv1; id=a; garbage']]), null, 'field without =');
    assert.equal(parseMtaStsTxtRecords([['v=STSv1; id=a; x=' + 'y'.repeat(2000)]]), null, 'absurdly long');
    assert.equal(parseMtaStsTxtRecords([['v=STSv2; id=a']]), null);
    assert.equal(parseMtaStsTxtRecords([]), null);
  });
});

describe('parseMtaStsPolicy (RFC 8461 §3.2)', () => {
  it('reads version, mode, mx patterns and max_age, CRLF or LF, unknown keys ignored', () => {
    const parsed = parseMtaStsPolicy('version: STSv1\r\nmode: enforce\r\nmx: mx1.example.com\r\nmx: *.Mail.Example.com\r\nmax_age: 604800\r\nfuture_key: 1\r\n');
    assert.deepEqual(parsed, { policy: { mode: 'enforce', mx: ['mx1.example.com', '*.mail.example.com'], maxAgeSeconds: 604800 } });
    assert.deepEqual(parseMtaStsPolicy('version: STSv1\nmode: none\nmax_age: 86400\n'), { policy: { mode: 'none', mx: [], maxAgeSeconds: 86400 } });
  });

  it('refuses a file that is not a policy, naming what is wrong', () => {
    const invalid = (text: string) => {
      const parsed = parseMtaStsPolicy(text);
      assert.ok('invalid' in parsed, `${JSON.stringify(text.slice(0, 80))} should be refused`);
      return parsed.invalid;
    };
    assert.match(invalid('version: STSv1\nmode: reject\nmx: mx.example.com\nmax_age: 86400\n'), /mode/);
    assert.match(invalid('version: STSv1\nmode: enforce\nmax_age: 86400\n'), /no mx/);
    assert.match(invalid('version: STSv2\nmode: enforce\nmx: mx.example.com\nmax_age: 86400\n'), /version/);
    assert.match(invalid('version: STSv1\nmode: enforce\nmx: mx.example.com\nmax_age: 31557601\n'), /max_age/);
    assert.match(invalid('version: STSv1\nmode: enforce\nmx: mx.example.com\nmax_age: -1\n'), /max_age/);
    assert.match(invalid('version: STSv1\nmode: enforce\nmode: none\nmx: mx.example.com\nmax_age: 1\n'), /mode given twice/);
    assert.match(invalid('version: STSv1\nmode: enforce\nmx: mx..example.com\nmax_age: 86400\n'), /mx/);
    assert.match(invalid('version: STSv1\nmode: enforce\nmx: *.*.example.com\nmax_age: 86400\n'), /mx/);
    assert.match(invalid('<html><body>Welcome to nginx</body></html>'), /key: value/);
    assert.match(invalid('version: STSv1\nmode: enforce\nmx: mx.example.com\u0000\nmax_age: 86400\n'), /key: value/);
    assert.match(invalid(`version: STSv1\nmode: enforce\n${'mx: mx.example.com\n'.repeat(101)}max_age: 86400\n`), /more than 100 mx/);
  });
});

describe('mxHostMatches (RFC 8461 §4.1)', () => {
  const patterns = ['mx1.example.com', '*.mail.example.com'];
  it('matches a name exactly, case and trailing dot aside', () => {
    assert.equal(mxHostMatches('MX1.example.com.', patterns), true);
    assert.equal(mxHostMatches('mx2.example.com', patterns), false);
  });
  it('lets a wildcard stand for one leftmost label only', () => {
    assert.equal(mxHostMatches('a.mail.example.com', patterns), true);
    assert.equal(mxHostMatches('a.b.mail.example.com', patterns), false);
    assert.equal(mxHostMatches('mail.example.com', patterns), false);
  });
});
