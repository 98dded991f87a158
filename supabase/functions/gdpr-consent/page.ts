// The small French pages of the consent-renewal link (no script, no external resource): the
// question with its button, the thanks, and the pages of an unknown or expired link.

import { escapeHtml, publicPage } from "../_shared/public-page.ts";

/** The question: one button, a POST (a mail client opening the link never answers for the person). */
export const questionPage = (token: string): string =>
  publicPage(
    "Souhaitez-vous rester inscrit(e) ?",
    `<p>Nous n'avons plus eu de contact avec vous depuis longtemps. Sans réponse, vos données personnelles
seront anonymisées à la date indiquée dans notre e-mail.</p>
<form method="post">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Je souhaite rester inscrit</button>
</form>`,
  );

export const keptPage = (): string =>
  publicPage(
    "Merci, vous restez inscrit(e)",
    "<p>Votre réponse est enregistrée : nous gardons votre profil. Vous pouvez fermer cette page.</p>",
  );

export const invalidPage = (): string =>
  publicPage("Lien invalide", "<p>Ce lien ne correspond à aucune demande. Il a peut-être été mal copié.</p>");

export const expiredPage = (): string =>
  publicPage(
    "Lien expiré",
    "<p>Sans réponse dans le délai, vos données ont été anonymisées. Vous pouvez vous inscrire de nouveau auprès de votre agence.</p>",
  );
