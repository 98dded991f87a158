// Broadcast over HTTP: `POST /api/broadcast` (supabase-js `send()` before joining) and
// `POST /api/broadcast/:topic/events/:event` (`httpSend()`), both answered 202.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requestToken } from "../http/identity.ts";
import { roomOf, type Hub } from "./hub.ts";
import { resolveIdentity, type RtIdentity } from "./identity.ts";

type Authorised = { ok: true; identity: RtIdentity } | { ok: false };

async function authorise(secret: string, req: FastifyRequest, reply: FastifyReply): Promise<Authorised> {
  const who = await resolveIdentity(secret, requestToken(req) ?? null);
  if (who.ok) return who;
  await reply.code(401).send({ message: who.reason });
  return { ok: false };
}

function parseJson(body: unknown): unknown {
  if (!Buffer.isBuffer(body) || body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** Private rooms need a signed-in identity (no realtime.messages policies here). */
const mayUse = (identity: RtIdentity, isPrivate: boolean) => !isPrivate || identity.role !== "anon";

export function registerBroadcastApi(app: FastifyInstance, secret: string, hub: Hub): void {
  app.post("/api/broadcast", async (req, reply) => {
    const auth = await authorise(secret, req, reply);
    if (!auth.ok) return reply;
    const body = parseJson(req.body);
    const messages = isObject(body) && Array.isArray(body.messages) ? body.messages : null;
    if (
      !messages ||
      !messages.every((m) => isObject(m) && typeof m.topic === "string" && typeof m.event === "string")
    ) {
      return reply.code(400).send({ message: "Expected { messages: [{ topic, event, payload }] }" });
    }
    for (const m of messages as Array<Record<string, unknown>>) {
      const isPrivate = m.private === true;
      if (!mayUse(auth.identity, isPrivate)) continue;
      const payload = { type: "broadcast", event: m.event, payload: m.payload ?? {} };
      hub.broadcast(roomOf(`realtime:${m.topic as string}`, isPrivate), null, payload);
    }
    return reply.code(202).send();
  });

  app.post<{ Params: { topic: string; event: string }; Querystring: { private?: string } }>(
    "/api/broadcast/:topic/events/:event",
    async (req, reply) => {
      const auth = await authorise(secret, req, reply);
      if (!auth.ok) return reply;
      const isPrivate = req.query.private === "true";
      if (!mayUse(auth.identity, isPrivate)) return reply.code(403).send({ message: "Unauthorized" });
      const room = roomOf(`realtime:${req.params.topic}`, isPrivate);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const json = String(req.headers["content-type"] ?? "").includes("json");
      if (json && parseJson(body) === undefined) return reply.code(400).send({ message: "Invalid JSON body" });
      const binary = {
        event: req.params.event,
        encoding: json ? ("json" as const) : ("binary" as const),
        bytes: new Uint8Array(body),
      };
      hub.broadcast(room, null, null, binary);
      return reply.code(202).send();
    },
  );
}
