// The /_dev/mail page: the outbox newest first, each message with its recipient, date, link
// and code, and its HTML body in a sandboxed frame (no script runs from a mail).
import type { OutboxMessage } from "../auth/outbox.ts";

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const dateFr = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "medium", timeZone: "Europe/Paris" });

function message(m: OutboxMessage): string {
  const when = dateFr.format(new Date(m.created_at));
  const link = m.link ? `<p class="lien"><a href="${esc(m.link)}">${esc(m.link)}</a></p>` : "";
  const otp = m.otp ? `<p>Code : <strong class="code">${esc(m.otp)}</strong></p>` : "";
  return `<article>
  <header><h2>${esc(m.subject)}</h2>
  <p class="meta">À <a href="?to=${encodeURIComponent(m.to)}">${esc(m.to)}</a> · <time datetime="${esc(m.created_at)}">${esc(when)}</time> · ${esc(m.type)}</p></header>
  ${link}${otp}
  <details><summary>Voir le message</summary><iframe sandbox="" title="${esc(m.subject)}" srcdoc="${esc(m.html)}"></iframe></details>
</article>`;
}

export function renderMailbox(messages: OutboxMessage[], to?: string): string {
  const title = to ? `Courriels envoyés à ${to}` : "Courriels envoyés";
  const list = messages.length ? messages.map(message).join("\n") : "<p>Aucun courriel pour le moment.</p>";
  const back = to ? `<p><a href="?">Tous les courriels</a></p>` : "";
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} — Renfort (développement)</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f}
article{border:1px solid #d9d9d9;border-radius:8px;padding:1rem;margin:1rem 0}
h2{margin:0 0 .25rem;font-size:1.1rem}.meta{color:#666;margin:0}.lien{word-break:break-all}
.code{font-size:1.2rem;letter-spacing:.15em}iframe{width:100%;height:20rem;border:1px solid #eee}
</style></head>
<body><h1>${esc(title)}</h1>
<p>Boîte d'envoi locale : les courriels d'authentification ne partent pas, ils s'affichent ici (mode local uniquement). Les plus récents en premier.</p>
${back}
${list}
</body></html>`;
}
