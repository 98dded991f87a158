// A service (rest, auth, storage, functions, api) is a function that adds its routes to a
// Fastify scope mounted under its prefix.
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.ts";

export type Service = (app: FastifyInstance, ctx: ServerContext) => Promise<void> | void;
