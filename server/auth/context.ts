// What every auth route handler shares: the server context, the client's address and agent
// for session rows, and one transaction helper (connection user; auth tables have no RLS).
import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../context.ts";
import type { Query } from "../db/engine.ts";
import type { ClientInfo } from "./sessions.ts";

export const clientInfo = (req: FastifyRequest): ClientInfo => {
  const ua = req.headers["user-agent"];
  return { ip: req.ip, userAgent: typeof ua === "string" ? ua : "" };
};

export const tx = <T>(ctx: ServerContext, fn: (q: Query) => Promise<T>): Promise<T> => ctx.engine.tx({}, fn);
