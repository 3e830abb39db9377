import { describe, expect, it } from 'vitest';

import { referralUrl } from './referral-url';

describe('referralUrl', () => {
  it("is this site's registration address with the code, whatever page the member is on", () => {
    expect(referralUrl('AB23CD45', 'https://tala.example')).toBe('https://tala.example/register?referralCode=AB23CD45');
    expect(referralUrl('AB23CD45', 'https://tala.example:8443')).toBe(
      'https://tala.example:8443/register?referralCode=AB23CD45',
    );
  });
});
