import assert from 'node:assert/strict';
import { test } from 'node:test';
import { alignmentCandidates, authorsOf } from './author-alignment.js';
import { readHeaderSection } from './message-headers.js';
import { SubmissionRefused } from './submission-refused.js';
const authors = (headers) => authorsOf(readHeaderSection(Buffer.from(`${headers}\r\n\r\nbody`))).map((author) => `${author.header}:${author.domain}`);
const refusal = (headers) => {
    try {
        authors(headers);
    }
    catch (error) {
        assert.ok(error instanceof SubmissionRefused);
        return `${error.smtpCode} ${error.enhancedStatus} ${error.message}`;
    }
    return assert.fail('accepted');
};
test('takes the address, not a display name or comment that looks like one', () => {
    assert.deepEqual(authors('From: "security@paypal.com" <me@mine.example>'), ['From:mine.example']);
    assert.deepEqual(authors('From: security@paypal.com <me@mine.example>'), ['From:mine.example']);
    assert.deepEqual(authors('From: me@mine.example (security@paypal.com)'), ['From:mine.example']);
    assert.deepEqual(authors('From: =?UTF-8?Q?security=40paypal.com?= <me@Mine.Example>'), ['From:mine.example']);
    assert.deepEqual(authors('From: "a \\"quoted\\" name" <"odd@local"@mine.example>'), ['From:mine.example']);
});
test('reads folded fields, groups and several authors, each of which must align', () => {
    assert.deepEqual(authors('From: Team:\r\n a@one.example,\r\n\tb@two.example;'), ['From:one.example', 'From:two.example']);
    assert.deepEqual(authors('FROM: me@mine.example, security@paypal.com\r\nSender: list@lists.mine.example'), [
        'From:mine.example',
        'From:paypal.com',
        'Sender header:lists.mine.example',
    ]);
});
test('refuses a missing, repeated or empty From and a repeated or multiple Sender', () => {
    assert.equal(refusal('Subject: x'), '550 5.6.0 The message has no From header');
    assert.equal(refusal('From: a@mine.example\r\nfrom: b@paypal.com'), '550 5.6.0 The message has 2 From headers; exactly one is allowed');
    assert.equal(refusal('From: Undisclosed:;'), '550 5.6.0 The From header names no address');
    assert.equal(refusal('From: a@mine.example\r\nSender: a@mine.example\r\nSender: b@paypal.com'), '550 5.6.0 The message has 2 Sender headers; at most one is allowed');
    assert.equal(refusal('From: a@mine.example\r\nSender: a@mine.example, b@mine.example'), '550 5.6.0 The Sender header must name exactly one address');
});
test('refuses an author address that is not an address, or that has two domains', () => {
    assert.equal(refusal('From: =?UTF-8?B?c2VjdXJpdHlAcGF5cGFsLmNvbQ==?='), '550 5.6.0 From address <> is not a valid e-mail address');
    assert.equal(refusal('From: nobody'), '550 5.6.0 From address <> is not a valid e-mail address');
    assert.equal(refusal('From: me@mine.example@paypal.com'), '550 5.6.0 From address "me@mine.example@paypal.com" is not a valid e-mail address');
});
test('refuses a mailbox that holds two addresses, which parsers could read either way', () => {
    const ambiguous = (header, mailbox) => `550 5.6.0 ${header} "${mailbox}" is not one mailbox: each must be an address or a name followed by one <address>`;
    assert.equal(refusal('From: a <me@mine.example> c <security@paypal.com>'), ambiguous('From', 'a <me@mine.example> c <security@paypal.com>'));
    assert.equal(refusal('From: me@mine.example security@paypal.com'), ambiguous('From', 'me@mine.example security@paypal.com'));
    assert.equal(refusal('From: <me@mine.example> security@paypal.com'), ambiguous('From', '<me@mine.example> security@paypal.com'));
    assert.equal(refusal('From: Me <me@mine.example>>'), ambiguous('From', 'Me <me@mine.example>>'));
    assert.equal(refusal('From: me@mine.example\r\nSender: <me@mine.example> <security@paypal.com>'), ambiguous('Sender header', '<me@mine.example> <security@paypal.com>'));
    // Quotes and comments may hold anything, and group names end at ':'.
    assert.deepEqual(authors('From: "a <b@paypal.com> c" <me@mine.example> (d <e@paypal.com>)'), ['From:mine.example']);
    assert.deepEqual(authors('From: My Team: "x, y" <a@one.example>, b@two.example;'), ['From:one.example', 'From:two.example']);
});
test('alignment candidates are the domain and its parents down to two labels', () => {
    assert.deepEqual(alignmentCandidates('a.news.mine.example'), ['a.news.mine.example', 'news.mine.example', 'mine.example']);
    assert.deepEqual(alignmentCandidates('mine.example'), ['mine.example']);
});
//# sourceMappingURL=author-alignment.spec.js.map