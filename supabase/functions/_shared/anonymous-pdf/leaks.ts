// A safety net for the paragraph the consultant types: it must not name the talent, nor give
// their e-mail or phone. The generated proposal never does (it is written from the anonymous
// profile); an edited one is refused by the function with a French message.

/** The talent's identifying values a paragraph could repeat (names of 3 letters or more, e-mail, phone). */
export type IdentitySource = {
  first_name?: string | null;
  last_name?: string | null;
  birth_name?: string | null;
  email?: string | null;
  phone_number?: string | null;
};

const fold = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const digits = (text: string): string => text.replace(/\D/g, "");

/** The identifying values found in `text` (empty when none): whole words for names, digits for the phone. */
export const identityLeaks = (text: string, who: IdentitySource): string[] => {
  const folded = ` ${fold(text).replace(/[^\p{L}\p{N}@.+-]+/gu, " ")} `;
  const found: string[] = [];
  for (const name of [who.first_name, who.last_name, who.birth_name]) {
    const n = fold(name ?? "").trim();
    if (n.length >= 3 && folded.includes(` ${n} `)) found.push(name!);
  }
  if (who.email && fold(text).includes(fold(who.email))) found.push(who.email);
  const phone = digits(who.phone_number ?? "");
  const national = phone.startsWith("33") ? phone.slice(2) : phone;
  if (national.length >= 8 && digits(text).includes(national.replace(/^0/, ""))) found.push(who.phone_number!);
  return found;
};
