// What every service receives: configuration, the database engine, the API keys and a
// small event bus (schema reloads, realtime changes).
import { EventEmitter } from "node:events";
import type { ServerConfig } from "./config.ts";
import type { Engine } from "./db/engine.ts";
import type { Keys } from "./jwt.ts";

export type ServerEvents = {
  /** the database schema changed (after migrations, `NOTIFY pgrst, 'reload schema'`) */
  "schema-reload": [];
};

export type ServerContext = {
  config: ServerConfig;
  engine: Engine;
  keys: Keys;
  events: EventEmitter<ServerEvents>;
  /** the URL clients use to reach this server (no trailing slash) */
  publicUrl: () => string;
};
