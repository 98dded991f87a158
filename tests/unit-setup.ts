import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// Screens load their page chunk and their reads lazily: on a 2-core CI machine running the
// server suite and Playwright beside this one, the first render takes seconds, so Testing
// Library's findBy*/waitFor wait up to 10 s instead of 1 s before failing.
configure({ asyncUtilTimeout: 10_000 });
