// Fastify request → Web `Request` (method, headers, body, URL `/<name>/…` as the edge runtime
// shows it) and Web `Response` → Fastify reply (status, headers incl. cookies, body or stream).
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyReply, FastifyRequest } from "fastify";

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "content-length",
  "te",
  "trailer",
  "proxy-connection",
]);

export function toWebRequest(req: FastifyRequest, origin: string, name: string, rest: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || HOP_BY_HOP.has(k)) continue;
    for (const value of Array.isArray(v) ? v : [v]) headers.append(k, value);
  }
  const query = req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
  const url = `${origin}/${name}${rest ? `/${rest}` : ""}${query}`;
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body) && req.body.length > 0;
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
  });
}

export async function sendWebResponse(reply: FastifyReply, res: Response): Promise<FastifyReply> {
  reply.code(res.status);
  for (const [k, v] of res.headers) {
    if (k === "set-cookie" || HOP_BY_HOP.has(k)) continue;
    reply.header(k, v);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!res.body) return reply.send();
  if ((res.headers.get("content-type") ?? "").toLowerCase().startsWith("text/event-stream")) {
    return reply.send(Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>));
  }
  return reply.send(Buffer.from(await res.arrayBuffer()));
}
