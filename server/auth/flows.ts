// Issuing e-mail tokens (mail.go sendConfirmation, sendInvite, sendPasswordRecovery,
// sendMagicLink, sendEmailChange, adminGenerateLink): a fresh OTP, its hash stored in the
// user's token column and in auth.one_time_tokens, and the e-mail with link and code.
import type { ServerContext } from "../context.ts";
import type { Query } from "../db/engine.ts";
import { actionLink, sendMail, type MailType } from "./mailer.ts";
import { generateOtp, tokenHash, withFlowPrefix } from "./tokens.ts";

type Slot = { column: string; sentAt: string; oneTimeType: string; linkType: string };

// Column names come from this fixed table only, never from the request.
const SLOTS: Record<MailType, Slot> = {
  signup: {
    column: "confirmation_token",
    sentAt: "confirmation_sent_at",
    oneTimeType: "confirmation_token",
    linkType: "signup",
  },
  invite: {
    column: "confirmation_token",
    sentAt: "confirmation_sent_at",
    oneTimeType: "confirmation_token",
    linkType: "invite",
  },
  recovery: {
    column: "recovery_token",
    sentAt: "recovery_sent_at",
    oneTimeType: "recovery_token",
    linkType: "recovery",
  },
  magiclink: {
    column: "recovery_token",
    sentAt: "recovery_sent_at",
    oneTimeType: "recovery_token",
    linkType: "magiclink",
  },
  email_change_current: {
    column: "email_change_token_current",
    sentAt: "email_change_sent_at",
    oneTimeType: "email_change_token_current",
    linkType: "email_change",
  },
  email_change_new: {
    column: "email_change_token_new",
    sentAt: "email_change_sent_at",
    oneTimeType: "email_change_token_new",
    linkType: "email_change",
  },
  reauthentication: {
    column: "reauthentication_token",
    sentAt: "reauthentication_sent_at",
    oneTimeType: "reauthentication_token",
    linkType: "reauthentication",
  },
};

export type IssuedToken = { otp: string; hashedToken: string; link: string | null; linkType: string };

/** Stores a new token for `action`; `address` is the recipient the hash is bound to. */
export async function issueEmailToken(
  ctx: ServerContext,
  q: Query,
  userId: string,
  action: MailType,
  address: string,
  redirectTo: string,
  pkce = false,
): Promise<IssuedToken> {
  const slot = SLOTS[action];
  const otp = generateOtp();
  const hashedToken = withFlowPrefix(tokenHash(address, otp), pkce);
  const invited = action === "invite" ? ", invited_at = now()" : "";
  await q(`update auth.users set ${slot.column} = $2, ${slot.sentAt} = now()${invited} where id = $1`, [
    userId,
    hashedToken,
  ]);
  await q("delete from auth.one_time_tokens where user_id = $1 and token_type = $2", [userId, slot.oneTimeType]);
  await q(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, $3, $4, now(), now())`,
    [userId, slot.oneTimeType, hashedToken, address],
  );
  const link = action === "reauthentication" ? null : actionLink(ctx, hashedToken, slot.linkType, redirectTo);
  return { otp, hashedToken, link, linkType: slot.linkType };
}

/** Issues the token and writes the e-mail to the outbox. */
export async function sendEmailAction(
  ctx: ServerContext,
  q: Query,
  userId: string,
  action: MailType,
  to: string,
  redirectTo: string,
  pkce = false,
): Promise<IssuedToken> {
  const t = await issueEmailToken(ctx, q, userId, action, to, redirectTo, pkce);
  await sendMail(q, { type: action, to, link: t.link, otp: t.otp });
  return t;
}

/** sendEmailChange with secure e-mail change: one mail to the new address, one to the current. */
export async function sendEmailChange(
  ctx: ServerContext,
  q: Query,
  user: { id: string; email: string | null },
  newEmail: string,
  redirectTo: string,
  pkce: boolean,
): Promise<void> {
  await q(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, email_change_token_current = '' where id = $1`,
    [user.id, newEmail],
  );
  await sendEmailAction(ctx, q, user.id, "email_change_new", newEmail, redirectTo, pkce);
  if (user.email) await sendEmailAction(ctx, q, user.id, "email_change_current", user.email, redirectTo, pkce);
}
