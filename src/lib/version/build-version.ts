// New-deployment detection: the build writes `version.json` with its id; the running app
// polls it every 60 s and offers a reload when the id differs from its own.
export const VERSION_FILE = "version.json";
export const VERSION_POLL_INTERVAL_MS = 60_000;

export type BuildManifest = { buildId: string; builtAt?: string };

export const parseManifest = (value: unknown): BuildManifest | null =>
  value &&
  typeof value === "object" &&
  typeof (value as BuildManifest).buildId === "string" &&
  (value as BuildManifest).buildId
    ? (value as BuildManifest)
    : null;

/** Development builds ("dev") never prompt; an unreadable manifest never prompts either. */
export const isNewDeployment = (currentBuildId: string, fetched: unknown): boolean => {
  const manifest = parseManifest(fetched);
  return currentBuildId !== "dev" && manifest !== null && manifest.buildId !== currentBuildId;
};
