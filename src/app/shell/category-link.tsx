/**
 * A link to a category page by its lowercased address (NavCategory.href), which the typed router
 * `Link` cannot name: a plain anchor (new tabs work) whose plain clicks navigate in the app.
 * `onPlainClick` may take the click over (the footer asks guests to log in); true means handled.
 */
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

interface CategoryLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onPlainClick?: () => boolean;
  'data-lobby'?: string;
}

export function CategoryLink({ href, className, children, onPlainClick, ...data }: CategoryLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (onPlainClick?.()) return;
    void navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={onClick} {...data}>
      {children}
    </a>
  );
}
