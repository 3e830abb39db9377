/** Line icons for the phone tab bar (24 px, drawn with currentColor so they follow the brand colours). */
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="tab-bar__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const HomeIcon = () => (
  <Icon>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 9.5V20h13V9.5" />
    <path d="M10 20v-5h4v5" />
  </Icon>
);
export const GamesIcon = () => (
  <Icon>
    <rect x="2.5" y="7" width="19" height="11" rx="5" />
    <path d="M7.5 10.5v4M5.5 12.5h4" />
    <circle cx="15.5" cy="11.5" r="1" />
    <circle cx="17.5" cy="13.8" r="1" />
  </Icon>
);
export const GiftIcon = () => (
  <Icon>
    <rect x="3.5" y="9" width="17" height="11.5" rx="1.5" />
    <path d="M2.5 9h19M12 9v11.5" />
    <path d="M12 9c-2-4-6-4-6-1.5S10 9 12 9c2 0 6 .9 6-1.5S14 5 12 9Z" />
  </Icon>
);
export const DepositIcon = () => (
  <Icon>
    <rect x="2.5" y="6" width="19" height="13" rx="2" />
    <path d="M2.5 10h19" />
    <path d="M15 15h3" />
    <path d="M12 2.5v5M9.8 5.3 12 7.5l2.2-2.2" />
  </Icon>
);
export const AccountIcon = () => (
  <Icon>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4 20.5c1.2-4 4.3-5.8 8-5.8s6.8 1.8 8 5.8" />
  </Icon>
);
export const LoginIcon = () => (
  <Icon>
    <path d="M14 4h4.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H14" />
    <path d="M3.5 12H14M10.5 8.5 14 12l-3.5 3.5" />
  </Icon>
);
