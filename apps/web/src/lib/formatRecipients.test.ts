import { describe, expect, it } from 'vitest';
import { formatRecipients } from './formatRecipients';

describe('formatRecipients', () => {
  it('separates the addresses of a list with ", "', () => {
    expect(formatRecipients(['a@x.org', 'b@x.org', 'c@y.net'])).toBe('a@x.org, b@x.org, c@y.net');
  });

  it('shows a single address, given alone or as a list of one, as it is', () => {
    expect(formatRecipients('a@x.org')).toBe('a@x.org');
    expect(formatRecipients(['a@x.org'])).toBe('a@x.org');
  });
});
