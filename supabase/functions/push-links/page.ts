// The small French pages of the marketing mails' one-click links (no script, no external
// resource): what the answer recorded, and for an interest without order the form that asks for one.

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

export type Answer = { ok: boolean; action?: string; who?: string; company?: string; ordered?: boolean };

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

/** The page for a link that matches nothing (unknown, mistyped or expired token). */
export const invalidPage = (): string =>
  layout("Lien invalide", "<p>Ce lien ne correspond à aucun envoi. Il a peut-être été mal copié.</p>");

/** The page after an unsubscribe. */
export const unsubscribedPage = (): string =>
  layout(
    "Vous êtes désabonné(e)",
    "<p>Vous ne recevrez plus nos e-mails de prospection. Vous pouvez fermer cette page.</p>",
  );

/** The page after « Je suis intéressé(e) »: thanks, and the order form when none was asked yet. */
export function interestedPage(answer: Answer, token: string, action: string): string {
  const thanks = `<p>Merci ! Votre intérêt est bien enregistré${
    answer.company ? ` pour ${escape(answer.company)}` : ""
  } : votre consultant vous recontacte rapidement.</p>`;
  if (answer.ordered)
    return layout("Merci pour votre intérêt", `${thanks}<p>Votre demande de commande est enregistrée.</p>`);
  return layout(
    "Merci pour votre intérêt",
    `${thanks}
<form method="post" action="${escape(action)}">
<input type="hidden" name="token" value="${escape(token)}">
<input type="hidden" name="order" value="1">
<p>Vous avez déjà un besoin ? Nous préparons la commande pour votre entreprise.</p>
<button type="submit">Je souhaite passer commande</button>
</form>`,
  );
}
