import { describe, expect, it } from 'vitest';

import { socialLinks } from './social-links';

const resource = (resourceType: string, url: string) => ({
  resourceType,
  url,
  qrCodeUrl: '',
  labelNameEn: resourceType,
});

describe('socialLinks', () => {
  it('shows only configured networks, in the spec order, platform resources before config.json', () => {
    const links = socialLinks(
      [
        resource('YOUTUBE', 'https://youtube.com/@tala'),
        resource('TELEGRAM', 'https://t.me/tala'),
        resource('FACEBOOK', 'https://facebook.com/tala'),
      ],
      [
        { type: 'facebook', url: 'https://facebook.com/other' },
        { type: 'tiktok', url: 'https://tiktok.com/@tala' },
      ],
    );
    expect(links).toEqual([
      { type: 'FACEBOOK', url: 'https://facebook.com/tala' },
      { type: 'YOUTUBE', url: 'https://youtube.com/@tala' },
      { type: 'TIKTOK', url: 'https://tiktok.com/@tala' },
    ]);
  });

  it('leaves out unset and unsafe links', () => {
    expect(socialLinks([resource('INSTAGRAM', 'javascript:alert(1)'), resource('TWITTER', '')], [])).toEqual([]);
  });
});
