/**
 * Demo resources. TIKTOK, INSTAGRAM and TWITTER are deliberately absent so the footer's
 * "shown only when configured" rule is visible.
 */
import type { Resource } from '#contract/system-schemas.ts';

function resource(resourceType: string, url: string, labelNameEn: string, qrCodeUrl: string | null = null): Resource {
  return { resourceType, url, qrCodeUrl, labelNameEn };
}

/** App downloads, affiliates page and social links. */
export function demoResources(): Resource[] {
  return [
    resource('AFFILIATES', '/join', 'Affiliates'),
    resource(
      'MOBILECONFIG',
      'https://download.tala.example/tala.mobileconfig',
      'iOS Lite',
      'https://download.tala.example/tala.mobileconfig',
    ),
    resource('IOS', 'https://download.tala.example/ios', 'iOS', 'https://download.tala.example/ios'),
    resource('ANDROID', 'https://download.tala.example/tala.apk', 'Android', 'https://download.tala.example/tala.apk'),
    resource('TELEGRAM', 'https://t.me/tala_support', 'Telegram'),
    resource('FACEBOOK', 'https://www.facebook.com/tala.games', 'Facebook'),
    resource('YOUTUBE', 'https://www.youtube.com/@tala.games', 'YouTube'),
  ];
}
