// Realtime under /realtime/v1: Phoenix channels over `/websocket` (postgres_changes,
// broadcast, presence) and broadcast over HTTP. Changes come from row triggers on the
// tables of publication `supabase_realtime` (see capture.ts), re-checked per subscriber.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { Service } from "../http/service.ts";
import { registerBroadcastApi } from "./api.ts";
import { startCapture } from "./capture.ts";
import { Catalog } from "./catalog.ts";
import type { Connection } from "./connection.ts";
import { deliverChanges } from "./deliver.ts";
import type { Deps } from "./deps.ts";
import { Hub } from "./hub.ts";
import { acceptUpgrade, isRealtimeUpgrade } from "./upgrade.ts";

/** Phoenix closes a socket that sent nothing (not even a heartbeat) for this long. */
const IDLE_TIMEOUT_MS = 60_000;

export const realtimeService: Service = async (app, ctx) => {
  let closing = false;
  const onError = (e: unknown) => {
    if (!closing) console.error("[realtime]", e);
  };
  const hub = new Hub();
  const catalog = new Catalog(ctx.engine);
  const capture = await startCapture(ctx.engine, {
    onChanges: (changes) => deliverChanges(ctx.engine, catalog, hub, changes),
    hasSubscribers: () => hub.hasChangeSubscribers(),
    onSync: () => catalog.invalidate(),
    onError,
  });
  const deps: Deps = { secret: ctx.config.jwtSecret, hub, capture, catalog, onError };

  const onReload = () => {
    catalog.invalidate();
    capture.requestSync();
  };
  ctx.events.on("schema-reload", onReload);

  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });
  const connections = new Set<Connection>();
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isRealtimeUpgrade(req)) return;
    if (closing) return void socket.destroy();
    acceptUpgrade(wss, deps, req, socket, head, (conn) => {
      if (closing) return conn.terminate();
      connections.add(conn);
      conn.onClose(() => connections.delete(conn));
    }).catch((e) => {
      onError(e);
      socket.destroy();
    });
  };
  app.server.on("upgrade", onUpgrade);

  const sweep = setInterval(() => {
    const limit = Date.now() - IDLE_TIMEOUT_MS;
    for (const conn of connections) if (conn.lastSeen < limit) conn.terminate();
  }, 15_000);
  sweep.unref();

  registerBroadcastApi(app, ctx.config.jwtSecret, hub);

  // Open websockets would keep the HTTP server from closing: end them first.
  app.addHook("preClose", async () => {
    closing = true;
    clearInterval(sweep);
    app.server.off("upgrade", onUpgrade);
    for (const conn of connections) conn.terminate();
    connections.clear();
    hub.clear();
  });
  app.addHook("onClose", async () => {
    ctx.events.off("schema-reload", onReload);
    await capture.close();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
};
