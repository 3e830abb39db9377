/** Home banners: one slide at a time, auto-advancing unless the user prefers reduced motion. */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import type { Announcement } from '#contract/announcement-schemas.ts';

import { useImageCdn } from '@/hooks/use-platform-data';

import { bannerImageSrc } from './banner-image';

const ADVANCE_MS = 6_000;

export function BannerCarousel({ banners }: { banners: readonly Announcement[] }) {
  const { t } = useLingui();
  const cdn = useImageCdn();
  const [index, setIndex] = useState(0);
  const count = banners.length;
  useEffect(() => {
    if (count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count]);
  if (count === 0) return null;
  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={t`Featured`}>
      {banners.map((banner, i) => {
        const src = bannerImageSrc(banner, cdn);
        // Art without words (or none) gets the title as text (translated by the platform, read once:
        // the picture is then decoration); art with its own words keeps the title as its alt text.
        const caption = !src || !banner.imageHasText ? banner.title : '';
        return (
          <div
            key={banner.id}
            className="banner-carousel__slide"
            hidden={i !== index}
            aria-roledescription="slide"
            aria-label={banner.title}
          >
            {caption && <p className="banner-carousel__title">{caption}</p>}
            {/* Only the first slide loads with the page (it is the largest paint); the hidden ones wait
                until shown, so they do not share its bandwidth on a slow line. */}
            {src && (
              <img
                src={src}
                alt={caption ? '' : banner.title}
                width={1200}
                height={400}
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            )}
          </div>
        );
      })}
      {count > 1 && (
        <div className="banner-carousel__dots">
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              aria-label={t`Show ${banner.title}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
