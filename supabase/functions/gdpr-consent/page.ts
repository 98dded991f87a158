// The small French pages of the consent-renewal link (no script, no external resource): the
// question with its button, the thanks, and the pages of an unknown or expired link.

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f5f5f5;color:#1f1f1f}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px}
h1{font-size:1.4rem;margin-top:0}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#0b57d0;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1f1f1f;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** The question: one button, a POST (a mail client opening the link never answers for the person). */
export const questionPage = (token: string): string =>
  layout(
    "Souhaitez-vous rester inscrit(e) ?",
    `<p>Nous n'avons plus eu de contact avec vous depuis longtemps. Sans réponse, vos données personnelles
seront anonymisées à la date indiquée dans notre e-mail.</p>
<form method="post">
<input type="hidden" name="token" value="${escape(token)}">
<button type="submit">Je souhaite rester inscrit</button>
</form>`,
  );

export const keptPage = (): string =>
  layout(
    "Merci, vous restez inscrit(e)",
    "<p>Votre réponse est enregistrée : nous gardons votre profil. Vous pouvez fermer cette page.</p>",
  );

export const invalidPage = (): string =>
  layout("Lien invalide", "<p>Ce lien ne correspond à aucune demande. Il a peut-être été mal copié.</p>");

export const expiredPage = (): string =>
  layout(
    "Lien expiré",
    "<p>Sans réponse dans le délai, vos données ont été anonymisées. Vous pouvez vous inscrire de nouveau auprès de votre agence.</p>",
  );
