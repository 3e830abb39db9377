/**
 * The design workshop (Vite dev only: `npm run dev`, then /design.html; the production build holds
 * only index.html): every shared part and token in the colours of a brand typed in here, computed
 * by the same `colourRoles` the app applies at boot, in any language and direction.
 */
import '../styles/app.css';
import '../styles/ui-parts.css';
import '../styles/home.css';
import '../styles/engagement.css';

import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode, useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';

import { GAME_CATEGORIES } from '#contract/vendor-schemas.ts';

import { colourRoles, type BrandColours } from '@/lib/brand-tokens';
import { Badge } from '@/ui/badge';
import { CardBody } from '@/ui/card';
import { CategoryArt } from '@/ui/category-art';
import { Placeholder } from '@/ui/placeholder';
import { SectionHeader } from '@/ui/section-header';
import { SwipeRow } from '@/ui/swipe-row';

const BRANDS: Record<string, BrandColours> = {
  Tala: { primary: '#0b7a53', accent: '#f5b301', background: '#0f1720', surface: '#18232f', text: '#f3f6f9' },
  Daylight: { primary: '#c2185b', accent: '#ffd54f', background: '#f5f5f7', surface: '#ffffff', text: '#8a8a8a' },
  Midnight: { primary: '#3949ab', accent: '#00e5ff', background: '#05060a', surface: '#11131c', text: '#9aa0b4' },
};
const ROLES = [
  '--color-primary',
  '--color-primary-strong',
  '--color-primary-soft',
  '--color-on-primary',
  '--color-accent',
  '--color-on-accent',
  '--color-accent-text',
  '--color-bg',
  '--color-surface',
  '--color-surface-raised',
  '--color-border',
  '--color-text',
  '--color-muted',
];

function Workshop() {
  const [brand, setBrand] = useState<BrandColours>(BRANDS.Tala!);
  const [rtl, setRtl] = useState(false);
  const roles = colourRoles(brand);
  return (
    <div
      dir={rtl ? 'rtl' : 'ltr'}
      style={{ ...(roles as CSSProperties), background: 'var(--color-bg)', color: 'var(--color-text)', padding: 16 }}
    >
      <h1>Tala design workshop</h1>
      <fieldset>
        <legend>Brand</legend>
        {Object.keys(BRANDS).map((name) => (
          <button key={name} type="button" className="button button--ghost" onClick={() => setBrand(BRANDS[name]!)}>
            {name}
          </button>
        ))}
        {(Object.keys(brand) as (keyof BrandColours)[]).map((key) => (
          <label key={key} style={{ marginInline: 8 }}>
            {key}{' '}
            <input type="color" value={brand[key]} onChange={(e) => setBrand({ ...brand, [key]: e.target.value })} />
          </label>
        ))}
        <label>
          <input type="checkbox" checked={rtl} onChange={(e) => setRtl(e.target.checked)} /> right to left
        </label>
      </fieldset>
      <SectionHeader id="ws-roles" title="Colour roles" />
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8, padding: 0 }}>
        {ROLES.map((role) => (
          <li key={role} style={{ listStyle: 'none', fontSize: 12 }}>
            <span
              style={{
                display: 'block',
                height: 40,
                borderRadius: 8,
                background: `var(${role})`,
                border: '1px solid #8884',
              }}
            />
            {role} {roles[role]}
          </li>
        ))}
      </ul>
      <SectionHeader id="ws-buttons" title="Buttons and badges" />
      <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <button type="button" className="button button--primary">
          Primary
        </button>
        <button type="button" className="button button--accent">
          Accent
        </button>
        <button type="button" className="button button--ghost">
          Ghost
        </button>
        <Badge tone="hot">Hot</Badge>
        <Badge tone="new">New</Badge>
        <Badge tone="jackpot">Jackpot</Badge>
        <Badge>Neutral</Badge>
      </p>
      <SectionHeader id="ws-row" title="Swipe row of cards (two rows)" />
      <SwipeRow label="Cards" rows={2} className="home-hot__row">
        {GAME_CATEGORIES.flatMap((category) =>
          [1, 2].map((n) => (
            <li key={`${category}${n}`}>
              <span className="ui-card-action">
                <CardBody
                  picture={null}
                  art={<CategoryArt category={category} />}
                  title={`${category} game ${n}`}
                  meta={n === 1 ? '1,234,567' : undefined}
                  badges={n === 1 ? <Badge tone="jackpot">Jackpot</Badge> : undefined}
                />
              </span>
            </li>
          )),
        )}
      </SwipeRow>
      <SectionHeader id="ws-placeholder" title="Placeholders (loading)" />
      <SwipeRow label="Loading" className="home-hot__row">
        <Placeholder as="li" count={6} className="home-card-placeholder" />
      </SwipeRow>
      <SectionHeader id="ws-art" title="Category art" />
      <ul className="category-grid">
        {GAME_CATEGORIES.map((category) => (
          <li key={category}>
            <span className="category-card">
              <CategoryArt category={category} className="category-card__art" />
              <strong>{category}</strong>
              <span>3 providers</span>
            </span>
          </li>
        ))}
      </ul>
      <SectionHeader id="ws-type" title="Type scale and spacing" />
      {['--text-2xl', '--text-xl', '--text-l', '--text-m', '--text-s', '--text-xs'].map((size) => (
        <p key={size} style={{ fontSize: `var(${size})`, margin: '4px 0' }}>
          {size} — Lottery, live casino, slots
        </p>
      ))}
      <p style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <span
            key={n}
            title={`--space-${n}`}
            style={{ width: `var(--space-${n})`, height: `var(--space-${n})`, background: 'var(--color-accent)' }}
          />
        ))}
      </p>
      <p style={{ display: 'flex', gap: 16 }}>
        {[1, 2, 3].map((n) => (
          <span
            key={n}
            style={{
              width: 96,
              height: 64,
              borderRadius: 'var(--radius-m)',
              background: 'var(--color-surface)',
              boxShadow: `var(--elevation-${n})`,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            elevation-{n}
          </span>
        ))}
      </p>
    </div>
  );
}

async function start() {
  const { messages } = (await import('../locales/en/messages.po')) as { messages: Messages };
  i18n.loadAndActivate({ locale: 'en', messages });
  const root = document.getElementById('workshop');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Workshop />
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
