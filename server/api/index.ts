// The app's own API under /api (docs/rules/application.md#api): analytics about team members stored in
// public.analytics_event, and feature flags read from public.feature_flag. Every call needs a
// user's access token; rows are written and read as that user, so RLS applies as on REST.
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { isDbError } from "../db/engine.ts";
import type { Service } from "../http/service.ts";
import { apiBody, ApiError, apiUser, sendApiError, type ApiUser } from "./request.ts";
import {
  currentUrl,
  featureFlagQuery,
  frenchIssues,
  identifyBody,
  trackEventBody,
  trackPageViewBody,
} from "./schemas.ts";

type AnalyticsRow = {
  teamMemberId: string;
  kind: "identify" | "event" | "page_view";
  event: string | null;
  properties: Record<string, unknown>;
  pageUrl: string | null;
};

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw new ApiError(400, frenchIssues(r.error));
  return r.data;
}

export const apiService: Service = (app, ctx) => {
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof ApiError) return sendApiError(reply, err.status, err.message);
    if (isDbError(err) && err.code === "42501") return sendApiError(reply, 403, "Accès refusé.");
    const status = (err as { statusCode?: number }).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500)
      return sendApiError(reply, status, "Requête invalide.");
    if (ctx.config.devMode) console.error("[api]", err);
    return sendApiError(reply, 500, "Une erreur est survenue.");
  });

  /** Inserted as the caller: the policy only accepts rows whose auth_user_id is the caller's id. */
  const record = async (user: ApiUser, row: AnalyticsRow) => {
    await ctx.engine.tx(user.tx, (q) =>
      q(
        `insert into public.analytics_event (id, team_member_id, auth_user_id, kind, event, properties, page_url)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
        [randomUUID(), row.teamMemberId, user.sub, row.kind, row.event, JSON.stringify(row.properties), row.pageUrl],
      ),
    );
    return { success: true };
  };

  const route =
    <T>(handler: (user: ApiUser, req: FastifyRequest) => Promise<T>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const user = await apiUser(req, ctx.config.jwtSecret);
      return reply.code(200).send(await handler(user, req));
    };

  app.post(
    "/analytics/team-member/identify",
    route(async (user, req) => {
      const body = parse(identifyBody, await apiBody(req));
      return record(user, { teamMemberId: body.id, kind: "identify", event: null, properties: {}, pageUrl: null });
    }),
  );

  app.post(
    "/analytics/team-member/track-event",
    route(async (user, req) => {
      const body = parse(trackEventBody, await apiBody(req));
      const properties = body.properties ?? {};
      return record(user, {
        teamMemberId: body.id,
        kind: "event",
        event: body.event,
        properties,
        pageUrl: currentUrl(properties),
      });
    }),
  );

  app.post(
    "/analytics/team-member/track-page-view",
    route(async (user, req) => {
      const body = parse(trackPageViewBody, await apiBody(req));
      return record(user, {
        teamMemberId: body.id,
        kind: "page_view",
        event: null,
        properties: {},
        pageUrl: body.page_url,
      });
    }),
  );

  // An unknown flag is off: the app then keeps its default behaviour.
  app.get(
    "/feature-flag/posthog",
    route(async (user, req) => {
      const { name } = parse(featureFlagQuery, req.query);
      const r = await ctx.engine.tx({ ...user.tx, readOnly: true }, (q) =>
        q<{ enabled: boolean }>("select enabled from public.feature_flag where name = $1", [name]),
      );
      return { enabled: r.rows[0]?.enabled === true };
    }),
  );
};
