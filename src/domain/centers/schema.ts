// The rules both kinds of centre share (docs/rules/requests.md#qualification-centers,
// #medical-centers): name, SIRET key, e-mail, web address, and the save of the centre with its
// address in one call (save_medical_center, save_qualification_center). The database checks the
// same and answers in French.
import { z } from "zod";
import { t } from "../../i18n/index.ts";
import { isEmptyAddress, toAddressRow, type AddressRow, type AddressValue } from "../../lib/geo/address.ts";
import { compact, isValidEmail, isValidSiret } from "../../lib/validators/french-ids.ts";

const v = (key: keyof typeof import("./i18n.fr.ts").centersFr.validation) => t(`resources.centers.validation.${key}`);
export const optionalText = z.string().trim().optional().nullable();
export const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export const centerFields = {
  name: z.string().trim().min(1, t("components.form.required")).max(200),
  siret: optionalText.refine((value) => !value || isValidSiret(value), v("siret")),
  email: optionalText.refine((value) => !value || isValidEmail(value), v("email")),
  phone_number: optionalText,
  status_move_comment: optionalText,
};

export const webUrl = optionalText.refine((value) => !value || /^https?:\/\/\S+$/.test(value), v("url"));

/** The shared columns of a centre's row: SIRET without spaces, blanks as null. */
export const centerRow = (parsed: {
  name: string;
  siret?: string | null;
  email?: string | null;
  phone_number?: string | null;
}) => ({
  name: parsed.name,
  siret: parsed.siret ? compact(parsed.siret) : null,
  email: blankToNull(parsed.email),
  phone_number: blankToNull(parsed.phone_number),
});

/**
 * The comment of a status move that requires one (the form's `status_move_comment`, asked then):
 * written to the row's status_comment, which the transition trigger logs with the move; nothing
 * when none was typed (a centre whose other fields only change keeps its row as it was).
 */
export const statusMoveComment = (value: string | null | undefined): { status_comment?: string } => {
  const comment = blankToNull(value);
  return comment ? { status_comment: comment } : {};
};

/** The address argument of a centre's save: its row, or {} for none. */
export const centerAddress = (value: AddressValue | null | undefined): AddressRow | Record<string, never> =>
  isEmptyAddress(value) ? {} : toAddressRow(value as AddressValue);
