// What antd expects from a browser and the test DOM lacks or answers otherwise. The component
// tests are written for a window that matches no media query — a phone for antd's breakpoints,
// no reduced motion — as jsdom's, which has none; happy-dom, the unit project's DOM
// (vitest.config.ts), evaluates them against its 1024 px window: replaced here for both.
if (typeof window !== "undefined") {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export {};
