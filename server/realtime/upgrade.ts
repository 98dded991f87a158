// The websocket endpoint `/realtime/v1/websocket?apikey=…&vsn=…`: checks the key like the
// gateway does (query parameter, since browsers cannot set headers) and picks the framing.
import type { IncomingMessage } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { WebSocketServer } from "ws";
import { Connection } from "./connection.ts";
import type { Deps } from "./deps.ts";
import { resolveIdentity } from "./identity.ts";

export const WEBSOCKET_PATH = "/realtime/v1/websocket";

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export const isRealtimeUpgrade = (req: IncomingMessage): boolean => {
  const path = (req.url ?? "").split("?")[0];
  return path === WEBSOCKET_PATH || path.startsWith(`${WEBSOCKET_PATH}/`);
};

/** Verifies the request and, if acceptable, completes the upgrade into a Connection. */
export async function acceptUpgrade(
  wss: WebSocketServer,
  deps: Deps,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  onOpen: (conn: Connection) => void,
): Promise<void> {
  const params = new URL(req.url ?? "/", "http://localhost").searchParams;
  const vsn = params.get("vsn") ?? "1.0.0";
  if (vsn !== "1.0.0" && vsn !== "2.0.0") return refuse(socket, 400, `Unsupported serializer version: ${vsn}`);
  const apikey = params.get("apikey");
  if (!apikey) return refuse(socket, 401, "No API key found in request");
  const who = await resolveIdentity(deps.secret, apikey);
  if (!who.ok) return refuse(socket, 401, "Invalid authentication credentials");
  if (socket.destroyed) return;
  wss.handleUpgrade(req, socket, head, (ws) => onOpen(new Connection(ws, vsn, apikey, deps)));
}
