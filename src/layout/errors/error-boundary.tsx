// Catches render errors below it and shows the error page; navigating elsewhere resets it.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportError } from "../../../providers/error-reporting.ts";
import { ErrorPage } from "./lazy-errors.tsx";

type Props = { children: ReactNode; resetKey?: string };
type State = { error: unknown; resetKey?: string; failed: boolean };

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { resetKey: props.resetKey, error: null, failed: false } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    void reportError(error);
    console.error(error, info.componentStack);
  }

  render() {
    if (this.state.failed)
      return <ErrorPage error={this.state.error} onRetry={() => this.setState({ error: null, failed: false })} />;
    return this.props.children;
  }
}
