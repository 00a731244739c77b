import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './route-error';

type Props = { children: ReactNode; locationKey: string };
type State = { error: unknown; failedAt: string | null };

/** Catches what a screen throws (its code failed to load, or it failed to render) until the next navigation. */
class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.locationKey };
    // Another address: its screen gets its chance.
    return state.failedAt === props.locationKey ? null : { error: null, failedAt: null };
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
