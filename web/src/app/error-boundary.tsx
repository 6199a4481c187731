// The router's error element: catches a screen that throws while rendering, or whose lazy chunk
// failed to load, and shows the error page instead of a blank window.
import { Component, type ReactNode } from 'react';
import { RouterErrorPage } from './error-pages';

interface Props {
  children: ReactNode;
  /** A new key (the next location) clears the error, so the learner can navigate away. */
  resetKey?: string;
}

interface State {
  error: unknown;
  failedAt: string | undefined;
  failed: boolean;
}

export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failedAt: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return { failedAt: props.resetKey };
    if (props.resetKey !== state.failedAt) return { error: null, failed: false, failedAt: props.resetKey };
    return null;
  }

  render() {
    return this.state.failed ? <RouterErrorPage error={this.state.error} /> : this.props.children;
  }
}
