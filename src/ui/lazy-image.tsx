/**
 * An image that loads when near the viewport, following one of the spec's lazy-image profiles
 * (`lazy-image-profile.ts`): game pictures retry (3 tries, ×1.3 waits from 200 ms, the last 200
 * outcomes remembered), logos load once when a tenth of them shows. A retry draws a new `<img>` for
 * the same address: the browser asks again, and the service worker's cache key stays the same.
 */
import { useEffect, useRef, useState } from 'react';

import { LAZY_IMAGE_PROFILES, PictureOutcomes, retryDelayMs, type LazyImageProfileName } from './lazy-image-profile';

const outcomes = new PictureOutcomes(LAZY_IMAGE_PROFILES.retrying.cacheSize);

interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** On the first screen (a lobby's first row): load with the page, at high priority. */
  isFirstScreen?: boolean;
  profile?: LazyImageProfileName;
}

/** A new address starts afresh (its own tries, its own wait for the screen). */
export function LazyImage(props: LazyImageProps) {
  return <ProfiledImage key={props.src} {...props} />;
}

function ProfiledImage(props: LazyImageProps) {
  const { src, alt, width, height, className, isFirstScreen = false, profile: name = 'retrying' } = props;
  const profile = LAZY_IMAGE_PROFILES[name];
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(() => profile.cacheSize > 0 && outcomes.get(src) === 'failed');
  const [isNear, setIsNear] = useState(profile.threshold === null || isFirstScreen);
  const placeholder = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    const node = placeholder.current;
    if (isNear || !node || profile.threshold === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { threshold: profile.threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [isNear, profile.threshold]);

  if (failed)
    return (
      <span className={`ui-image-fallback ${className ?? ''}`} style={{ width, height }} role="img" aria-label={alt} />
    );
  if (!isNear)
    return (
      <span
        ref={placeholder}
        className={`ui-image-pending ${className ?? ''}`}
        style={{ width, height }}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      />
    );
  return (
    <img
      key={attempt}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={isFirstScreen ? 'eager' : 'lazy'}
      fetchPriority={isFirstScreen ? 'high' : 'auto'}
      decoding="async"
      className={className}
      onLoad={() => {
        if (profile.cacheSize > 0) outcomes.set(src, 'loaded');
      }}
      onError={() => {
        const wait = retryDelayMs(profile, attempt);
        if (wait === null) {
          if (profile.cacheSize > 0) outcomes.set(src, 'failed');
          setFailed(true);
          return;
        }
        timer.current = setTimeout(() => setAttempt((a) => a + 1), wait);
      }}
    />
  );
}
