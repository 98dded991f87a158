// Keeps a failed map (its chunk not loaded, Leaflet throwing) from taking the page down: the
// ranked list above it stays, with a note in its place.
import { Component, type ReactNode } from "react";

export class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
