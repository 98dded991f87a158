// The small French pages the public links answer with (a marketing mail's one-click link, the
// consent-renewal link): no script, no external resource, one readable column on a phone.

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** A whole page: the title as <title> and <h1>, then the body's HTML (escaped by the caller). */
export function publicPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
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
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}
