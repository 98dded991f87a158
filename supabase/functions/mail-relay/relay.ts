// Sends the application's pending mails (public.mail_outbox) through an HTTP e-mail API, with
// fetch only (the same code runs in Node locally and in Supabase's Deno edge runtime): the
// pending rows are claimed with public.mail_outbox_pending (service role; a concurrent run gets
// other rows) and each outcome is recorded with public.mail_outbox_mark (sent, or one more
// failed attempt with its error; the database stops retrying after 5).
//
// The provider: POST <url> with `Authorization: Bearer <token>` and the JSON body
// {from, to: [recipient], subject, text, html} — Resend's /emails API, and any gateway that
// takes the same shape. A 2xx answer is a sending.

export type Project = { url: string; serviceKey: string };
export type Provider = { url: string; token: string; from: string };

export type OutboxRow = {
  id: string;
  seq: number;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  kind: string;
};

export type RelayResult = { sent: number; failed: number };

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The mail as the recipient reads it: the body, then the link (its own line, clickable). */
export const mailContent = (row: OutboxRow) => ({
  text: row.link ? `${row.body}\n\n${row.link}` : row.body,
  html:
    `<p>${escapeHtml(row.body).replace(/\n/g, "<br>")}</p>` +
    (row.link ? `<p><a href="${escapeHtml(row.link).replace(/"/g, "%22")}">${escapeHtml(row.link)}</a></p>` : ""),
});

const rpc = async <T>(p: Project, name: string, args: unknown): Promise<T> => {
  const res = await fetch(`${p.url}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { apikey: p.serviceKey, Authorization: `Bearer ${p.serviceKey}`, "Content-Type": "application/json" },
    body: JSON.stringify(args),
  });
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
};

async function send(provider: Provider, row: OutboxRow): Promise<string | null> {
  try {
    const res = await fetch(provider.url, {
      method: "POST",
      headers: { Authorization: `Bearer ${provider.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: provider.from, to: [row.recipient], subject: row.subject, ...mailContent(row) }),
    });
    return res.ok ? null : `HTTP ${res.status} ${(await res.text()).slice(0, 500)}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Sends up to `limit` pending mails, oldest first; returns how many left and how many failed. */
export async function relayPending(p: Project, provider: Provider, limit = 20): Promise<RelayResult> {
  // Claimed for this run (no other run gets them), oldest first.
  const rows = (await rpc<OutboxRow[]>(p, "mail_outbox_pending", { p_limit: limit })).sort((a, b) => a.seq - b.seq);
  const result: RelayResult = { sent: 0, failed: 0 };
  for (const row of rows) {
    const error = await send(provider, row);
    await rpc(p, "mail_outbox_mark", { p_id: row.id, p_error: error });
    if (error) result.failed += 1;
    else result.sent += 1;
  }
  return result;
}
