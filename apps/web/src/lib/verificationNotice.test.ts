import { describe, expect, it } from 'vitest';
import { dnsRecordFixture } from '../test/accountFixtures';
import { verificationNotice } from './verificationNotice';

describe('verificationNotice', () => {
  it("keeps SPEC's 'Verification completed' for a check that verified every required record, whatever the optional ones", () => {
    const records = [
      dnsRecordFixture({ kind: 'spf', status: 'verified' }),
      dnsRecordFixture({ kind: 'dkim', status: 'verified' }),
      dnsRecordFixture({ kind: 'dmarc', status: 'verified' }),
      dnsRecordFixture({ kind: 'tracking_cname', status: 'not_found' }),
    ];
    expect(verificationNotice(records)).toEqual({ type: 'success', text: 'Verification completed' });
  });

  it('names each required record and what was found of it otherwise', () => {
    const records = [dnsRecordFixture({ kind: 'spf', status: 'verified' }), dnsRecordFixture({ kind: 'dkim', status: 'not_found' }), dnsRecordFixture({ kind: 'dmarc', status: 'wrong_value' })];
    expect(verificationNotice(records)).toEqual({ type: 'error', text: 'SPF verified; DKIM not found; DMARC has another value' });
  });

  it('never says completed for a check that found nothing', () => {
    expect(verificationNotice([])).toEqual({ type: 'error', text: 'SPF not found; DKIM not found; DMARC not found' });
  });
});
