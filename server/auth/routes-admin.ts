// The admin API (admin.go, invite.go, mail.go adminGenerateLink), service_role JWT only:
// /admin/users list/create/get/update/delete, /admin/generate_link and /invite.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.ts";
import {
  applyAdminAttributes,
  assertEmailFree,
  assertPhoneFree,
  deleteUser,
  paginationHeaders,
  parseBanDuration,
  validatePhone,
  type AdminAttributes,
} from "./admin.ts";
import { queryParam, readBody, type Body } from "./body.ts";
import { tx } from "./context.ts";
import { notFound, unprocessable, validationFailed } from "./errors.ts";
import { sendEmailAction } from "./flows.ts";
import { requireAdmin } from "./guard.ts";
import { USER_SELECT, userJson, type UserRow } from "./json.ts";
import { checkPasswordStrength, hashPassword } from "./passwords.ts";
import { referrer } from "./redirect.ts";
import { registerGenerateLink } from "./routes-generate-link.ts";
import { insertEmailUser } from "./routes-signup.ts";
import { findUserByEmail, findUserById, insertUser, isUuid, mustFindUser, validateEmail } from "./users.ts";

async function loadUser(ctx: ServerContext, req: FastifyRequest): Promise<UserRow> {
  const id = (req.params as { id: string }).id;
  if (!isUuid(id)) throw notFound("validation_failed", "user_id must be an UUID");
  const user = await findUserById(ctx.engine.query, id);
  if (!user) throw notFound("user_not_found", "User not found");
  return user;
}

const positiveInt = (raw: string, fallback: number): number => {
  if (raw === "") return fallback;
  if (!/^\d+$/.test(raw))
    throw validationFailed(`Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`);
  return Math.max(Number(raw), 1);
};

/** The attributes common to create and update, validated outside any transaction (bcrypt). */
async function readAttributes(ctx: ServerContext, body: Body, forUpdate: boolean): Promise<AdminAttributes> {
  const email = body.str("email") ? validateEmail(body.str("email")) : undefined;
  const phone = body.str("phone") ? validatePhone(body.str("phone")) : undefined;
  const password = body.optStr("password");
  const passwordHash = body.str("password_hash");
  if (password !== undefined && passwordHash)
    throw validationFailed("Only a password or a password hash should be provided");
  if (passwordHash && !/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(passwordHash))
    throw validationFailed("Invalid password hash format");
  let hash: string | undefined = passwordHash || undefined;
  if (password !== undefined && (forUpdate || password !== "")) {
    checkPasswordStrength(ctx.config, password, email ? [email] : []);
    hash = await hashPassword(password);
  }
  const ban = body.str("ban_duration");
  return {
    email,
    phone,
    passwordHash: hash,
    emailConfirm: body.bool("email_confirm"),
    phoneConfirm: body.bool("phone_confirm"),
    userMetadata: body.obj("user_metadata"),
    appMetadata: body.obj("app_metadata"),
    role: body.str("role") || undefined,
    banMs: ban ? parseBanDuration(ban) : undefined,
  };
}

export function registerAdmin(app: FastifyInstance, ctx: ServerContext): void {
  app.get("/admin/users", async (req, reply) => {
    await requireAdmin(ctx, req);
    const page = positiveInt(queryParam(req, "page"), 1);
    const perPage = Math.min(positiveInt(queryParam(req, "per_page"), 50), 1000);
    const filter = queryParam(req, "filter");
    const pattern = filter ? `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = "($1::text is null or u.email ilike $1 or u.raw_user_meta_data->>'full_name' ilike $1)";
    const [count, rows] = await Promise.all([
      ctx.engine.query<{ n: number }>(`select count(*)::int as n from auth.users u where ${where}`, [pattern]),
      ctx.engine.query<UserRow>(
        `select ${USER_SELECT} from auth.users u where ${where} order by u.created_at desc nulls last, u.id limit $2 offset $3`,
        [pattern, perPage, (page - 1) * perPage],
      ),
    ]);
    const { link, totalCount } = paginationHeaders(page, perPage, count.rows[0].n);
    reply.header("X-Total-Count", totalCount).header("Link", link);
    return { users: rows.rows.map(userJson), aud: "authenticated" };
  });

  app.post("/admin/users", async (req) => {
    await requireAdmin(ctx, req);
    const body = readBody(req);
    const attrs = await readAttributes(ctx, body, false);
    if (!attrs.email && !attrs.phone) throw validationFailed("Cannot create a user without either an email or phone");
    const id = body.str("id");
    if (id && !isUuid(id)) throw validationFailed("ID must conform to the uuid v4 format");
    if (id === "00000000-0000-0000-0000-000000000000") throw validationFailed("ID cannot be a nil uuid");
    const providers = [...(attrs.email ? ["email"] : []), ...(attrs.phone ? ["phone"] : [])];
    return tx(ctx, async (q) => {
      if (attrs.email) await assertEmailFree(q, attrs.email);
      if (attrs.phone) await assertPhoneFree(q, attrs.phone);
      if (id && (await findUserById(q, id))) throw unprocessable("user_already_exists", "User already registered");
      const newId = await insertUser(q, {
        id: id || undefined,
        email: attrs.email ?? null,
        passwordHash: attrs.passwordHash ?? "",
        userMetadata: attrs.userMetadata ?? {},
        appMetadata: { provider: providers[0], providers },
        role: attrs.role,
      });
      // The e-mail was just set with its identity; the rest follows adminUserCreate.
      await applyAdminAttributes(q, newId, { ...attrs, email: undefined, passwordHash: undefined, role: undefined });
      return userJson(await mustFindUser(q, newId));
    });
  });

  app.get("/admin/users/:id", async (req) => {
    await requireAdmin(ctx, req);
    return userJson(await loadUser(ctx, req));
  });

  app.put("/admin/users/:id", async (req) => {
    await requireAdmin(ctx, req);
    const user = await loadUser(ctx, req);
    const attrs = await readAttributes(ctx, readBody(req), true);
    return tx(ctx, async (q) => {
      if (attrs.email && attrs.email !== user.email) await assertEmailFree(q, attrs.email, user.id);
      if (attrs.phone && attrs.phone !== user.phone) await assertPhoneFree(q, attrs.phone, user.id);
      await applyAdminAttributes(q, user.id, attrs);
      return userJson(await mustFindUser(q, user.id));
    });
  });

  app.delete("/admin/users/:id", async (req) => {
    await requireAdmin(ctx, req);
    const user = await loadUser(ctx, req);
    const soft = readBody(req).bool("should_soft_delete");
    await tx(ctx, (q) => deleteUser(q, user, soft));
    return {};
  });

  app.post("/invite", async (req) => {
    await requireAdmin(ctx, req);
    const body = readBody(req);
    const email = validateEmail(body.str("email"));
    const data = body.obj("data") ?? {};
    const redirectTo = referrer(ctx, req, queryParam(req, "redirect_to"));
    const existing = await findUserByEmail(ctx.engine.query, email);
    if (existing?.email_confirmed_at)
      throw unprocessable("email_exists", "A user with this email address has already been registered");
    return tx(ctx, async (q) => {
      const id = existing?.id ?? (await insertEmailUser(q, email, "", data));
      await sendEmailAction(ctx, q, id, "invite", email, redirectTo);
      return userJson(await mustFindUser(q, id));
    });
  });

  registerGenerateLink(app, ctx);
}
