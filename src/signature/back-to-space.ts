// The way back to the space a signing page was opened from: the client's and the talent's spaces
// open them with `return=/client/…` or `return=/talent/…` (src/client-space/documents/signing.ts,
// src/talent-space/contracts/ContractScreen.tsx). Only a path of a space is followed — never
// another site nor a team screen — so a forged link cannot send a signer away.
const SPACE_PATH = /^\/(client|talent)(\/[A-Za-z0-9_-]+)*\/?$/;

/** The space's path given by the page's `return` parameter, or null. */
export const spaceReturn = (search: string): string | null => {
  const back = new URLSearchParams(search).get("return");
  return back && SPACE_PATH.test(back) ? back : null;
};

export const BACK_TO_SPACE = "Retour à mon espace client";
