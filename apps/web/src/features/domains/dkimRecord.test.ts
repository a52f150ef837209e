import { describe, expect, it } from 'vitest';
import { dkimRecordValue } from './dkimRecord';

describe('dkimRecordValue', () => {
  it('strips PEM header and footer lines, whitespace and quotes from the key', () => {
    const pasted = 'v=DKIM1; k=rsa; p="-----BEGIN PUBLIC KEY-----\nMIIB IjAN\n Bgkq\n-----END PUBLIC KEY-----"';
    expect(dkimRecordValue(pasted)).toBe('v=DKIM1; k=rsa; p=MIIBIjANBgkq');
  });

  it('leaves a clean record as it is', () => {
    expect(dkimRecordValue('v=DKIM1; k=rsa; p=MIIBIjAN')).toBe('v=DKIM1; k=rsa; p=MIIBIjAN');
  });
});
