// The small French pages of the marketing mails' one-click links (no script, no external
// resource): what the answer recorded, and for an interest without order the form that asks for one.

import { escapeHtml, publicPage } from "../_shared/public-page.ts";

export type Answer = { ok: boolean; action?: string; who?: string; company?: string; ordered?: boolean };

/** The page for a link that matches nothing (unknown, mistyped or expired token). */
export const invalidPage = (): string =>
  publicPage("Lien invalide", "<p>Ce lien ne correspond à aucun envoi. Il a peut-être été mal copié.</p>");

/** The page after an unsubscribe. */
export const unsubscribedPage = (): string =>
  publicPage(
    "Vous êtes désabonné(e)",
    "<p>Vous ne recevrez plus nos e-mails de prospection. Vous pouvez fermer cette page.</p>",
  );

/** The page after « Je suis intéressé(e) »: thanks, and the order form when none was asked yet. */
export function interestedPage(answer: Answer, token: string, action: string): string {
  const thanks = `<p>Merci ! Votre intérêt est bien enregistré${
    answer.company ? ` pour ${escapeHtml(answer.company)}` : ""
  } : votre consultant vous recontacte rapidement.</p>`;
  if (answer.ordered)
    return publicPage("Merci pour votre intérêt", `${thanks}<p>Votre demande de commande est enregistrée.</p>`);
  return publicPage(
    "Merci pour votre intérêt",
    `${thanks}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="order" value="1">
<p>Vous avez déjà un besoin ? Nous préparons la commande pour votre entreprise.</p>
<button type="submit">Je souhaite passer commande</button>
</form>`,
  );
}
