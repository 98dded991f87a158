import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { communesDataPlugin } from "./src/lib/geo/communes-data.node.ts";

// Three projects: pure/unit and component tests next to the code, and the server protocol
// suite (tests/server) run once per database engine against a real local server.
const serverProject = (engine: "pglite" | "postgres") => ({
  test: {
    name: `server-${engine}`,
    include: ["tests/server/**/*.test.ts", "supabase/tests/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/server/global-setup.ts"],
    provide: { engine },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks" as const,
    fileParallelism: true,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), communesDataPlugin()],
        test: {
          name: "unit",
          include: ["{src,resources,providers,server,scripts,supabase/functions}/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/unit-setup.ts"],
          // component tests render antd trees: on a busy 2-core CI machine one can pass 5 s
          testTimeout: 15_000,
        },
      },
      serverProject("pglite"),
      serverProject("postgres"),
    ],
  },
});
