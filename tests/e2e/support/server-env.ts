// The environment of an end-to-end server (tests/e2e/support/web-server.ts): the one
// playwright.config.ts starts for each worker, and the one `npm test` starts ahead of the
// end-to-end's tail (scripts/tail-server.ts).
export const e2eServerEnv = (baseURL: string, dataDir: string): Record<string, string> => ({
  PORT: new URL(baseURL).port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DEV_RESET: "1",
  SKIP_BUILD: "1",
  // the specs' rows keep the status the seed gives them
  SCHEDULED_JOBS_INTERVAL: "0",
  // the DPAE leaves through the server's URSSAF simulator on « Envoyer la DPAE » only: the
  // contracts the specs sign keep theirs to record by hand (contract-dpae.spec.ts, docs/configuration.md)
  DPAE_PROVIDER: "simulator",
  DPAE_SEND_AT_SIGNATURE: "0",
  PUBLIC_URL: baseURL,
});

export const E2E_SERVER_ENTRY = ["--import", "tsx", "tests/e2e/support/web-server.ts"];
