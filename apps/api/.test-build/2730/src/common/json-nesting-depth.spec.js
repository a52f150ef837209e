import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exceedsJsonNestingDepth } from './json-nesting-depth.js';
const deeper = (text, maxDepth) => exceedsJsonNestingDepth(Buffer.from(text), maxDepth);
const nested = (levels) => `${'{"a":['.repeat(levels / 2)}1${']}'.repeat(levels / 2)}`;
test('objects and arrays count one level each, up to the bound and no further', () => {
    assert.equal(deeper('{}', 1), false);
    assert.equal(deeper('[{}]', 1), true);
    assert.equal(deeper(nested(32), 32), false);
    assert.equal(deeper(nested(34), 32), true);
    assert.equal(deeper('{"a":[1,{"b":2}],"c":{"d":[3]}}', 3), false, 'siblings do not add up');
    assert.equal(deeper('"text"', 0), false);
});
test('brackets inside strings, after escaped quotes and in multi-byte characters are not levels', () => {
    assert.equal(deeper('{"a":"[[[[{{{{"}', 1), false);
    assert.equal(deeper('{"a":"say \\"[[[[\\" and \\\\","b":"]]]]"}', 1), false);
    assert.equal(deeper('{"a\\\\":[[]]}', 2), true, 'an escaped backslash ends before the quote that closes the string');
    assert.equal(deeper('{"日本語[[[":"€"}', 1), false);
});
test('ten million levels are judged in one pass without recursion', () => {
    const levels = 10_000_000;
    assert.equal(exceedsJsonNestingDepth(Buffer.alloc(2 * levels, '[').fill(']', levels), 32), true);
});
//# sourceMappingURL=json-nesting-depth.spec.js.map