/**
 * A deposit channel's logo: the platform's own (`iconUrl`, through the URL check) when it sends
 * one, else a mark drawn here for the channel's kind (GCash, Maya, USDT, QR, bank, e-wallet), so
 * the tiles are recognisable with no image request. The drawn marks are simple shapes in each
 * brand's colour, not the brands' artwork.
 */
import { useState, type ReactNode } from 'react';

import type { DepositChannel } from '#contract/wallet-schemas.ts';

import { safeUrl } from '@/lib/safe-url';

export type ChannelKind = 'gcash' | 'maya' | 'usdt' | 'qr' | 'bank' | 'ewallet';

/** The kind of a channel: a known wallet by its name, otherwise its type. */
export function channelKind(channel: Pick<DepositChannel, 'type' | 'name'>): ChannelKind {
  const name = channel.name.toLowerCase();
  if (name.includes('gcash')) return 'gcash';
  if (/\b(pay)?maya\b/.test(name)) return 'maya';
  if (/usdt|tether|trc-?20|erc-?20/.test(name)) return 'usdt';
  return channel.type === 'QR' ? 'qr' : channel.type === 'BANK' ? 'bank' : 'ewallet';
}

const MARKS: Record<ChannelKind, ReactNode> = {
  gcash: (
    <>
      <circle cx="20" cy="20" r="19" fill="#007dfe" />
      <path d="M27.5 13.5a10 10 0 1 0 1.5 8.5h-8.5" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  maya: (
    <>
      <rect x="1" y="1" width="38" height="38" rx="10" fill="#0b0b0b" />
      <path
        d="M9 28V17.5c0-3 5-3 5 0V28m0-10.5c0-3 5.5-3 5.5 0V28m0-10.5c0-3 5.5-3 5.5 0V28"
        fill="none"
        stroke="#00d26a"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="30.5" cy="27" r="2" fill="#00d26a" />
    </>
  ),
  usdt: (
    <>
      <circle cx="20" cy="20" r="19" fill="#26a17b" />
      <path d="M11 11.5h18M20 11.5V30" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="20" cy="19" rx="10" ry="3.2" fill="none" stroke="#fff" strokeWidth="2" />
    </>
  ),
  qr: (
    <>
      <rect x="1" y="1" width="38" height="38" rx="8" fill="#fff" />
      <g fill="#111">
        <path d="M6 6h11v11H6zm3 3v5h5V9zM23 6h11v11H23zm3 3v5h5V9zM6 23h11v11H6zm3 3v5h5v-5z" fillRule="evenodd" />
        <path d="M23 23h4v4h-4zM29 23h5v3h-5zM23 29h3v5h-3zM28 28h3v3h-3zM31 31h3v3h-3z" />
      </g>
    </>
  ),
  bank: (
    <>
      <rect x="1" y="1" width="38" height="38" rx="10" fill="#1f4fa8" />
      <path d="M8 16 20 8l12 8z" fill="#fff" />
      <path d="M11 18v10M17 18v10M23 18v10M29 18v10" stroke="#fff" strokeWidth="3" />
      <path d="M8 31h24" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  ewallet: (
    <>
      <rect x="1" y="1" width="38" height="38" rx="10" fill="#7b3fe4" />
      <rect x="7" y="12" width="26" height="18" rx="4" fill="#fff" />
      <path d="M9 12l15-5 3 5" fill="#e5d6ff" />
      <rect x="24" y="18" width="9" height="6" rx="2" fill="#7b3fe4" />
      <circle cx="27.5" cy="21" r="1.4" fill="#fff" />
    </>
  ),
};

export function ChannelLogo({ channel }: { channel: DepositChannel }) {
  const [broken, setBroken] = useState(false);
  const src = broken ? null : safeUrl(channel.iconUrl);
  if (src)
    return (
      <img
        className="channel-logo"
        src={src}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        data-testid="channel-logo"
      />
    );
  return (
    <svg className="channel-logo" viewBox="0 0 40 40" aria-hidden="true" focusable="false" data-testid="channel-logo">
      {MARKS[channelKind(channel)]}
    </svg>
  );
}
