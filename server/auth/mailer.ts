// The e-mails GoTrue sends, in French (Renfort is French-first), each with its action link and
// its 6-digit code, written to the local outbox instead of an SMTP server.
import type { ServerContext } from "../context.ts";
import type { Query } from "../db/engine.ts";
import { storeMessage } from "./outbox.ts";

export type MailType =
  "signup" | "invite" | "recovery" | "magiclink" | "email_change_current" | "email_change_new" | "reauthentication";

export type Template = { subject: string; intro: string; action: string };

export const TEMPLATES: Record<MailType, Template> = {
  signup: {
    subject: "Confirmez votre inscription",
    intro: "Merci de votre inscription sur Renfort. Confirmez votre adresse e-mail pour activer votre compte.",
    action: "Confirmer mon adresse e-mail",
  },
  invite: {
    subject: "Vous êtes invité(e) à rejoindre Renfort",
    intro:
      "Vous avez été invité(e) à créer un compte sur Renfort. Acceptez l'invitation pour choisir votre mot de passe.",
    action: "Accepter l'invitation",
  },
  recovery: {
    subject: "Réinitialisez votre mot de passe",
    intro: "Vous avez demandé à réinitialiser le mot de passe de votre compte Renfort.",
    action: "Choisir un nouveau mot de passe",
  },
  magiclink: {
    subject: "Votre lien de connexion",
    intro: "Voici votre lien pour vous connecter à Renfort, sans mot de passe.",
    action: "Me connecter",
  },
  email_change_current: {
    subject: "Confirmez le changement d'adresse e-mail",
    intro: "Une demande de changement de l'adresse e-mail de votre compte Renfort a été faite depuis cette adresse.",
    action: "Confirmer le changement",
  },
  email_change_new: {
    subject: "Confirmez votre nouvelle adresse e-mail",
    intro: "Confirmez cette adresse pour qu'elle devienne celle de votre compte Renfort.",
    action: "Confirmer ma nouvelle adresse",
  },
  reauthentication: {
    subject: "Confirmez votre identité",
    intro: "Saisissez ce code pour confirmer qu'il s'agit bien de vous.",
    action: "",
  },
};

/**
 * An invitation that leads to a client's or a talent's space (its redirect is /client or /talent,
 * supabase/functions/portal-access) is no team invitation: no password to choose, a code next time.
 */
export const SPACE_INVITES: Record<"client" | "talent", Template> = {
  client: {
    subject: "Votre espace client Renfort",
    intro:
      "Votre agence vous ouvre votre espace client : commandes, contrats à signer, relevés d'heures à valider et factures de votre entreprise. Ouvrez le lien pour vous connecter ; la prochaine fois, un code reçu par e-mail suffit.",
    action: "Ouvrir mon espace",
  },
  talent: {
    subject: "Votre espace talent Renfort",
    intro:
      "Votre agence vous ouvre votre espace talent : vos missions, votre planning, vos relevés d'heures, votre paie et vos documents. Ouvrez le lien pour vous connecter ; la prochaine fois, un code reçu par e-mail suffit.",
    action: "Ouvrir mon espace",
  },
};

const spaceOf = (link: string | null): "client" | "talent" | null => {
  if (!link) return null;
  const redirect = new URL(link).searchParams.get("redirect_to");
  const path = redirect ? new URL(redirect, "http://localhost").pathname : "";
  return /^\/(client|talent)\/?$/.exec(path)?.[1] as "client" | "talent" | null;
};

const templateOf = (m: Mail): Template => {
  const space = m.type === "invite" ? spaceOf(m.link) : null;
  return space ? SPACE_INVITES[space] : TEMPLATES[m.type];
};

const OUTRO = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.";

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** `<public URL>/auth/v1/verify?token=…&type=…&redirect_to=…` (mailer GetEmailActionLink). */
export function actionLink(ctx: ServerContext, token: string, type: string, redirectTo: string): string {
  const q = `token=${encodeURIComponent(token)}&type=${encodeURIComponent(type)}&redirect_to=${encodeURIComponent(redirectTo)}`;
  return `${ctx.publicUrl()}/auth/v1/verify?${q}`;
}

export type Mail = { type: MailType; to: string; link: string | null; otp: string };

/**
 * The HTML of a mail from parts already escaped (or template expressions: the hosted project's
 * templates, scripts/auth-templates.ts, are this page with GoTrue's placeholders in it).
 */
export function htmlPage(p: {
  subject: string;
  intro: string;
  action: { href: string; label: string } | null;
  code: string;
}): string {
  return [
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${p.subject}</title></head><body>`,
    "<p>Bonjour,</p>",
    `<p>${p.intro}</p>`,
    p.action
      ? `<p><a href="${p.action.href}">${p.action.label}</a></p>\n<p>Ou saisissez ce code : <strong>${p.code}</strong></p>`
      : `<p>Votre code : <strong>${p.code}</strong></p>`,
    `<p>${escapeHtml(OUTRO)}</p>`,
    "<p>L'équipe Renfort</p>",
    "</body></html>",
  ].join("\n");
}

export function render(m: Mail): { subject: string; text: string; html: string } {
  const t = templateOf(m);
  const text = [
    "Bonjour,",
    "",
    t.intro,
    ...(m.link
      ? ["", `${t.action} : ${m.link}`, "", `Ou saisissez ce code : ${m.otp}`]
      : ["", `Votre code : ${m.otp}`]),
    "",
    OUTRO,
    "",
    "L'équipe Renfort",
  ].join("\n");
  const html = htmlPage({
    subject: escapeHtml(t.subject),
    intro: escapeHtml(t.intro),
    action: m.link ? { href: escapeHtml(m.link), label: escapeHtml(t.action) } : null,
    code: escapeHtml(m.otp),
  });
  return { subject: t.subject, text, html };
}

/** "Sends" the mail: one outbox row, in the caller's transaction. */
export async function sendMail(q: Query, m: Mail): Promise<void> {
  const { subject, text, html } = render(m);
  const type = m.type.startsWith("email_change") ? "email_change" : m.type;
  await storeMessage(q, { to: m.to, subject, text, html, link: m.link, otp: m.otp, type });
}
