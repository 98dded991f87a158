// The hosted project's auth mails (supabase/templates/*.html, named by supabase/config.toml's
// [auth.email.template.*]): the embedded server's French mails (server/auth/mailer.ts), with
// GoTrue's placeholders where the server writes the link and the code — one wording for both.
// `npm run auth:templates` writes them; scripts/supabase-config.node.test.ts fails when they differ
// from what this renders.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { escapeHtml, htmlPage, SPACE_INVITES, TEMPLATES, type MailType, type Template } from "../server/auth/mailer.ts";

/** GoTrue's template names (config.toml's [auth.email.template.<name>]) → the server's mail. */
export const HOSTED_TEMPLATES = {
  invite: "invite",
  confirmation: "signup",
  recovery: "recovery",
  magic_link: "magiclink",
  email_change: "email_change_new",
  reauthentication: "reauthentication",
} as const satisfies Record<string, MailType>;

export type HostedTemplate = keyof typeof HOSTED_TEMPLATES;

/**
 * An invitation into a space says what the space holds, as on the embedded server: the invite
 * carries the space in the user's metadata (supabase/functions/portal-access: data.space).
 */
const bySpace = (pick: (t: Template) => string): string => {
  const space = (kind: "client" | "talent") => `eq (printf "%v" .Data.space) "${kind}"`;
  return (
    `{{ if ${space("client")} }}${escapeHtml(pick(SPACE_INVITES.client))}` +
    `{{ else if ${space("talent")} }}${escapeHtml(pick(SPACE_INVITES.talent))}` +
    `{{ else }}${escapeHtml(pick(TEMPLATES.invite))}{{ end }}`
  );
};

export function hostedTemplate(name: HostedTemplate): { subject: string; html: string } {
  const type = HOSTED_TEMPLATES[name];
  const t = TEMPLATES[type];
  const withLink = type !== "reauthentication";
  return {
    subject: t.subject,
    html:
      htmlPage({
        subject: name === "invite" ? bySpace((x) => x.subject) : escapeHtml(t.subject),
        intro: name === "invite" ? bySpace((x) => x.intro) : escapeHtml(t.intro),
        action: withLink
          ? {
              href: "{{ .ConfirmationURL }}",
              label: name === "invite" ? bySpace((x) => x.action) : escapeHtml(t.action),
            }
          : null,
        code: "{{ .Token }}",
      }) + "\n",
  };
}

export const templatePath = (name: HostedTemplate) => path.join("supabase", "templates", `${name}.html`);

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.join(import.meta.dirname, "..");
  for (const name of Object.keys(HOSTED_TEMPLATES) as HostedTemplate[])
    writeFileSync(path.join(root, templatePath(name)), hostedTemplate(name).html);
  console.log(`supabase/templates : ${Object.keys(HOSTED_TEMPLATES).length} modèles écrits.`);
}
