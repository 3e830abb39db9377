/**
 * The home's hero: the platform's banners (the first one is the largest paint) or, when it has
 * none, a drawn hero in the brand's colours; either way with one call to action: join for a
 * guest, the games for a member. Its place is held at the same size while the banners load.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import type { Announcement } from '#contract/announcement-schemas.ts';

import { BannerCarousel } from '@/app/home/banner-carousel';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { getRuntimeConfig } from '@/stores/runtime-config-store';
import { sessionState } from '@/stores/session-store';
import { CategoryArt } from '@/ui/category-art';

interface HomeHeroProps {
  banners: readonly Announcement[] | undefined;
  isPending: boolean;
}

export function HomeHero({ banners, isPending }: HomeHeroProps) {
  if (banners === undefined && isPending)
    return <div className="home-hero banner-carousel banner-carousel--placeholder" aria-hidden="true" />;
  return (
    <div className="home-hero">
      {banners && banners.length > 0 ? <BannerCarousel banners={banners} /> : <DrawnHero />}
      <HeroAction />
    </div>
  );
}

function DrawnHero() {
  const { t } = useLingui();
  return (
    <section className="home-hero__drawn" aria-label={t`Featured`} data-testid="home-hero-drawn">
      <p className="home-hero__title">{getRuntimeConfig().brand.name}</p>
      <p className="home-hero__tagline">{t`Lottery, live casino, slots and more`}</p>
      <span className="home-hero__art" aria-hidden="true">
        <CategoryArt category="RNG" />
        <CategoryArt category="LIVE" />
        <CategoryArt category="LOTT" />
      </span>
    </section>
  );
}

function HeroAction() {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  const { open } = useAuthModal();
  if (token === null)
    return (
      <button
        type="button"
        className="button button--accent home-hero__action"
        data-testid="home-hero-action"
        onClick={() => open('register')}
      >
        {t`Join now`}
      </button>
    );
  return (
    <Link to="/rng" className="button button--accent home-hero__action" data-testid="home-hero-action">
      {t`Play now`}
    </Link>
  );
}
