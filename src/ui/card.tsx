/**
 * A picture card: the picture on top (sized, lazy below the first screen), one line of title (the
 * name shown once), an optional line under it and badges over the picture's corner. The whole card
 * is one button or link given as `action` so one tap does the card's thing.
 */
import { useState, type ReactNode } from 'react';

interface CardProps {
  picture: { src: string; width: number; height: number } | null;
  /** Drawn art in the picture's place when there is no picture. */
  art?: ReactNode;
  title: string;
  meta?: ReactNode;
  badges?: ReactNode;
  /** Ids for the badges and the meta line, so a card's button (named by `aria-label`) can be described by them. */
  describedBy?: { badges: string; meta: string };
  isFirstScreen?: boolean;
  className?: string;
}

export function CardBody({
  picture,
  art,
  title,
  meta,
  badges,
  describedBy,
  isFirstScreen = false,
  className,
}: CardProps) {
  // A plain image (not LazyImage's retries): the card is on the home's first screen, where every
  // byte of script counts; a picture that fails gives way to the art (or the empty media box).
  const [failed, setFailed] = useState(false);
  return (
    <span className={`ui-card ${className ?? ''}`}>
      <span className="ui-card__media">
        {picture?.src && !failed ? (
          <img
            src={picture.src}
            alt=""
            width={picture.width}
            height={picture.height}
            className="ui-card__picture"
            loading={isFirstScreen ? 'eager' : 'lazy'}
            fetchPriority={isFirstScreen ? 'high' : 'auto'}
            decoding="async"
            onError={() => setFailed(true)}
          />
        ) : (
          art
        )}
        {badges && (
          <span id={describedBy?.badges} className="ui-card__badges ui-badge-line">
            {badges}
          </span>
        )}
      </span>
      <span className="ui-card__title" title={title}>
        {title}
      </span>
      {meta && (
        <span id={describedBy?.meta} className="ui-card__meta">
          {meta}
        </span>
      )}
    </span>
  );
}
