/**
 * Code-split parts that survive a lost connection. React's `lazy` keeps a failed
 * download for the page's whole life, so a part whose chunk failed once could never come back, and
 * its error took the page down with it ("Something went wrong on this page"). `lazyPart` asks for
 * the chunk again on its next render after a failure; `PartBoundary` holds a failed part's place
 * (nothing, or a small fallback), never the page's, and renders it again on the next chance
 * (`lib/part-retry.ts`: the connection came back, or another page was opened).
 */
import { Component, createElement, use, type ComponentType, type ReactNode } from 'react';

import { MAX_PART_RETRIES, onPartRetry } from '@/lib/part-retry';

/** Like `lazy(() => import(…))`, resolving to the component itself; a failed download is tried again on the next render. */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  // The last attempt's failure, thrown once to the boundary; the render after it tries again.
  let failure: { error: unknown } | null = null;
  // One promise per attempt, kept while it is on its way (what `use` needs to suspend and resume).
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        failure = { error };
        throw error;
      },
    ));
  function LazyPart(props: P) {
    if (loaded) return createElement(loaded, props);
    if (failure) {
      // Thrown here, not by `use`: React renders again when the failed promise settles, and a new
      // attempt's promise would suspend the part forever instead of reaching its boundary.
      const { error } = failure;
      failure = null;
      throw error;
    }
    return createElement(use(start()), props);
  }
  // A route loader starts the download before the part renders (a hover, or beside the overlay's own code).
  return Object.assign(LazyPart, { preload: start });
}

interface PartBoundaryProps {
  children: ReactNode;
  /** What holds the part's place while it cannot be shown (default nothing). */
  fallback?: ReactNode;
  /** Called when the part failed (an idle turn to give back, a dialog to close). */
  onError?: () => void;
}

interface PartBoundaryState {
  failed: boolean;
  retries: number;
}

/** Keeps a failed part to itself, quietly, and shows it again at the next chance (at most `MAX_PART_RETRIES` times). */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { failed: false, retries: 0 };
  private unsubscribe: (() => void) | null = null;

  static getDerivedStateFromError(): Partial<PartBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A part of the page could not be loaded; it is tried again when the connection comes back', error);
    this.unsubscribe ??= onPartRetry(this.retry);
    this.props.onError?.();
  }

  override componentWillUnmount(): void {
    this.unsubscribe?.();
  }

  private readonly retry = (): void => {
    if (!this.state.failed || this.state.retries >= MAX_PART_RETRIES) return;
    this.setState(({ retries }) => ({ failed: false, retries: retries + 1 }));
  };

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
