import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Screens load their page chunk and their reads lazily: on a 2-core CI machine running the
// static checks beside this one (scripts/test.ts), the first render takes seconds, so Testing
// Library's findBy*/waitFor wait up to 10 s instead of 1 s before failing. Only in the DOM
// environments: loading React's testing build in a node test mixes it with react-dom/server's.
if (typeof document !== "undefined") {
  await import("../src/test/dom-polyfills.ts");
  const { cleanup, configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 10_000 });
  // The unit project shares one page between the files of a worker (vitest.config.ts): each
  // file starts on an empty one, whatever the file before left mounted (a portal, a tree
  // without cleanup), and leaves its own trees unmounted after each test.
  cleanup();
  document.body.innerHTML = "";
  afterEach(() => cleanup());
}
