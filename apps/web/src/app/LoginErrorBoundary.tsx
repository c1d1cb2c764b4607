import { Component, type ReactNode } from 'react';
import { AppErrorScreen } from './AppErrorScreen';

interface State {
  error: { caught: unknown } | null;
}

/**
 * The login page opened without the router (AppEntry.tsx) fails like any routed screen: onto
 * the app error screen, not a blank page.
 */
export class LoginErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(caught: unknown): State {
    return { error: { caught } };
  }

  override render() {
    const { error } = this.state;
    return error ? <AppErrorScreen error={error.caught} /> : this.props.children;
  }
}
