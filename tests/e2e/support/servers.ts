// The end-to-end servers: one per Playwright worker, each with its own database, so that two spec
// files run side by side without reading each other's rows (playwright.config.ts starts them and
// lists their base URLs in E2E_BASE_URLS; workers inherit the variable).

/** Every server's base URL, in the order of the workers' parallel indexes. */
export const serverUrls = (): string[] =>
  (process.env.E2E_BASE_URLS ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);

/** The server a worker talks to: the one of its parallel index (stable across worker restarts). */
export const serverFor = (parallelIndex: number): string | undefined => {
  const urls = serverUrls();
  return urls.length ? urls[parallelIndex % urls.length] : undefined;
};
