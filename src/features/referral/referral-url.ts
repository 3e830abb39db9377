/** The registration address a referral link shares: this site's /register with the code. */
export function referralUrl(code: string, origin: string = window.location.origin): string {
  const url = new URL('/register', origin);
  url.searchParams.set('referralCode', code);
  return url.href;
}
