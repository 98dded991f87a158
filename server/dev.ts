// `npm run dev`: the API server on PORT (8080) and Vite with hot reload on VITE_PORT (5173),
// which proxies the API paths to it (see vite.config.ts).
import { createServer } from "vite";
import { ROOT } from "./config.ts";
import { startServer } from "./main.ts";

async function main() {
  const api = await startServer({ distDir: undefined });
  process.env.API_PROXY_TARGET = `http://127.0.0.1:${api.port}`;
  const vite = await createServer({ root: ROOT, server: { port: Number(process.env.VITE_PORT ?? 5173), host: true } });
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
