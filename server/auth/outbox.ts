// The local mail outbox: every e-mail GoTrue would send is a row of auth._mail_outbox, written
// in the transaction that issued its token, read by tests and by the /_dev/mail page.
import type { Query } from "../db/engine.ts";
import { ts } from "./json.ts";

export type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  link: string | null;
  otp: string | null;
  type: string;
  created_at: string;
};

export type NewMessage = Omit<OutboxMessage, "id" | "created_at">;

/** Messages older than this are pruned when a new one is written. */
const KEEP_DAYS = 7;

export async function storeMessage(q: Query, m: NewMessage): Promise<void> {
  await q("delete from auth._mail_outbox where created_at < now() - make_interval(days => $1)", [KEEP_DAYS]);
  await q(
    "insert into auth._mail_outbox (recipient, subject, html, body, link, otp, type) values ($1, $2, $3, $4, $5, $6, $7)",
    [m.to, m.subject, m.html, m.text, m.link, m.otp, m.type],
  );
}

/** Newest first; `to` filters on one recipient (case-insensitive). */
export async function listMessages(q: Query, opts: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const limit = Math.min(Math.max(opts.limit ?? 100, 1), 500);
  const r = await q<OutboxMessage>(
    `select id::text as id, recipient as "to", subject, html, body as text, link, otp, type, ${ts("created_at")} as created_at
     from auth._mail_outbox where ($1::text is null or lower(recipient) = lower($1))
     order by seq desc limit $2`,
    [opts.to || null, limit],
  );
  return r.rows;
}
