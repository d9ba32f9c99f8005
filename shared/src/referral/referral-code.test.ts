import { captureReferralCode, clearReferralCode, readReferralCode } from './referral-code';

describe('referral code capture', () => {
  it.each(['ref', 'referral', 'ref_code', 'refcode'])('stores ?%s=', (name) => {
    expect(captureReferralCode(`?${name}=ABC`)).toBe('ABC');
    expect(readReferralCode()).toBe('ABC');
  });

  it('keeps the stored code when the page has none', () => {
    captureReferralCode('?ref=KEEP');
    expect(captureReferralCode('?page=2')).toBeNull();
    expect(readReferralCode()).toBe('KEEP');
    clearReferralCode();
    expect(readReferralCode()).toBeNull();
  });
});
