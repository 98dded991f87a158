// `npm run dev`: the API server on PORT (8080) and Vite with hot reload on VITE_PORT (5173),
// which proxies the API paths to it (see vite.config.ts).
import { createServer } from "vite";
import { ROOT } from "./config.ts";
import { startServer } from "./main.ts";

async function main() {
  const vitePort = Number(process.env.VITE_PORT ?? 5173);
  // The browser talks to Vite, which proxies the API: that is the app's Supabase URL.
  const api = await startServer({
    distDir: undefined,
    publicUrl: process.env.PUBLIC_URL || `http://localhost:${vitePort}`,
  });
  process.env.API_PROXY_TARGET = `http://127.0.0.1:${api.port}`;
  // Vite binds where the API does: its proxy reaches the API from loopback, so it must not be
  // open to the network unless HOST says so.
  const vite = await createServer({ root: ROOT, server: { port: vitePort, host: api.ctx.config.host } });
  await vite.listen();
  console.log(`API : ${api.url}`);
  vite.printUrls();
  const stop = async () => {
    await vite.close();
    await api.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
