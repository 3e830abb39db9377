/**
 * Catches a render error (a lazy page whose chunk failed, a page that threw) so only that part of
 * the screen shows a message with a retry; the rest of the app keeps working. Give it a `key` per
 * page so moving to another page starts clean.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children; `retry` renders them again. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false, error: null }), this.state.error)
      : this.props.children;
  }
}
