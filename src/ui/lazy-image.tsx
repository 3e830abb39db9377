/**
 * An image that loads when near the viewport and retries a failed load up to 3 times, waiting
 * longer each time (factor 1.3), as the spec's lazy-image constants say.
 */
import { useEffect, useRef, useState } from 'react';

const ATTEMPTS = 3;
const FACTOR = 1.3;
const FIRST_DELAY_MS = 500;

interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** On the first screen (a lobby's first row): load with the page, at high priority. */
  isFirstScreen?: boolean;
}

export function LazyImage({ src, alt, width, height, className, isFirstScreen = false }: LazyImageProps) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  if (failed)
    return (
      <span className={`ui-image-fallback ${className ?? ''}`} style={{ width, height }} role="img" aria-label={alt} />
    );
  const url = attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
  return (
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={isFirstScreen ? 'eager' : 'lazy'}
      fetchPriority={isFirstScreen ? 'high' : 'auto'}
      decoding="async"
      className={className}
      onError={() => {
        if (attempt + 1 >= ATTEMPTS) {
          setFailed(true);
          return;
        }
        timer.current = setTimeout(() => setAttempt((a) => a + 1), FIRST_DELAY_MS * FACTOR ** attempt);
      }}
    />
  );
}
