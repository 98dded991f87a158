// Sends the application's pending mails (public.mail_outbox) through an HTTP e-mail API, with
// fetch only (the same code runs in Node locally and in Supabase's Deno edge runtime): the
// pending rows are claimed with public.mail_outbox_pending (service role; a concurrent run gets
// other rows) and each outcome is recorded with public.mail_outbox_mark (sent, with the id the
// provider answered, or one more failed attempt with its error; the database stops retrying
// after 5). The provider's later events about a mail (bounce, complaint) name that id: the
// mail-events function finds the mail by it.
//
// The provider: POST <url> with `Authorization: Bearer <token>` and the JSON body
// {from, to: [recipient], subject, text, html, attachments?: [{filename, content (base64)}]} —
// Resend's /emails API, and any gateway that takes the same shape. A 2xx answer is a sending;
// its JSON `{id}` (Resend's) is kept, a gateway that answers none or no JSON still sends.
// A row's attachments are storage objects (an invoice's PDF, the signed timesheets it bills),
// read with the service role when the mail leaves; one that cannot be read fails the sending,
// which is retried.

export type Project = { url: string; serviceKey: string };
/** The provider's API, and the app's public origin a mail's link to a page of the app is made from. */
export type Provider = { url: string; token: string; from: string; siteUrl: string };

export type OutboxRow = {
  id: string;
  seq: number;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  kind: string;
  attachments?: Attachment[] | null;
};

export type Attachment = { bucket: string; path: string; filename: string };

export type RelayResult = { sent: number; failed: number };

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A mail's link as the recipient's mail client needs it: the outbox keeps a page of the app as its
 * path (/client/invoices/<id>: the database does not know the deployment's address), made
 * absolute here with the app's public origin; a full address stays as it is.
 */
export const absoluteLink = (link: string, siteUrl: string): string =>
  link.startsWith("/") && !link.startsWith("//") ? `${siteUrl.replace(/\/+$/, "")}${link}` : link;

/** The mail as the recipient reads it: the body, then the link (its own line, clickable). */
export const mailContent = (row: OutboxRow, siteUrl: string) => {
  const link = row.link ? absoluteLink(row.link, siteUrl) : null;
  return {
    text: link ? `${row.body}\n\n${link}` : row.body,
    html:
      `<p>${escapeHtml(row.body).replace(/\n/g, "<br>")}</p>` +
      (link ? `<p><a href="${escapeHtml(link).replace(/"/g, "%22")}">${escapeHtml(link)}</a></p>` : ""),
  };
};

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

/** Bytes as base64, by chunks (a PDF of a few hundred kB would overflow one apply call). */
const base64 = (bytes: Uint8Array): string => {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

const attachment = async (p: Project, a: Attachment) => {
  const res = await fetch(
    `${p.url}/storage/v1/object/${a.bucket}/${a.path.split("/").map(encodeURIComponent).join("/")}`,
    {
      headers: { apikey: p.serviceKey, Authorization: `Bearer ${p.serviceKey}` },
    },
  );
  if (!res.ok) throw new Error(`pièce jointe ${a.filename} : HTTP ${res.status}`);
  return { filename: a.filename, content: base64(new Uint8Array(await res.arrayBuffer())) };
};

type Outcome = { error: string; id?: undefined } | { error: null; id: string | null };

/** The message id of a provider's answer (`{"id": "…"}`), or null when it gave none. */
export const providerMessageId = (text: string): string | null => {
  try {
    const id = (JSON.parse(text) as { id?: unknown } | null)?.id;
    return typeof id === "string" && id.trim() ? id.trim().slice(0, 200) : null;
  } catch {
    return null;
  }
};

async function send(p: Project, provider: Provider, row: OutboxRow): Promise<Outcome> {
  try {
    const files = await Promise.all((row.attachments ?? []).map((a) => attachment(p, a)));
    const res = await fetch(provider.url, {
      method: "POST",
      headers: { Authorization: `Bearer ${provider.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: provider.from,
        to: [row.recipient],
        subject: row.subject,
        ...mailContent(row, provider.siteUrl),
        ...(files.length ? { attachments: files } : {}),
      }),
    });
    const text = await res.text().catch(() => "");
    return res.ok
      ? { error: null, id: providerMessageId(text) }
      : { error: `HTTP ${res.status} ${text.slice(0, 500)}` };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Sends up to `limit` pending mails, oldest first; returns how many left and how many failed. */
export async function relayPending(p: Project, provider: Provider, limit = 20): Promise<RelayResult> {
  // Claimed for this run (no other run gets them), oldest first.
  const rows = (await rpc<OutboxRow[]>(p, "mail_outbox_pending", { p_limit: limit })).sort((a, b) => a.seq - b.seq);
  const result: RelayResult = { sent: 0, failed: 0 };
  for (const row of rows) {
    const { error, id } = await send(p, provider, row);
    await rpc(p, "mail_outbox_mark", { p_id: row.id, p_error: error, p_provider_message_id: id ?? null });
    if (error) result.failed += 1;
    else result.sent += 1;
  }
  return result;
}
