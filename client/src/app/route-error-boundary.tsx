import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './route-error';

type Props = { children: ReactNode; locationKey: string };
type State = { error: unknown; shownAt: string | null };

/**
 * Catches what a screen throws (its code failed to load, or it failed to render) until the next
 * navigation.
 */
class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, shownAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  // Another address: its screen gets its chance.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.shownAt ? null : { error: null, shownAt: props.locationKey };
  }

  render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}

/** The last-resort screen in place of a route that failed, gone once the visitor goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary locationKey={useLocation().key}>{children}</ErrorBoundary>;
}
