// The way back to the client's space after signing: the space opens the signing pages with
// `return=/client/…` (src/client-space/documents/signing.ts). Only a path of the client's space is
// followed — never another site nor a team screen — so a forged link cannot send a signer away.
const SPACE_PATH = /^\/client(\/[A-Za-z0-9_-]+)*\/?$/;

/** The space's path given by the page's `return` parameter, or null. */
export const spaceReturn = (search: string): string | null => {
  const back = new URLSearchParams(search).get("return");
  return back && SPACE_PATH.test(back) ? back : null;
};

export const BACK_TO_SPACE = "Retour à mon espace client";
