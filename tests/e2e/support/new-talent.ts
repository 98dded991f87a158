// A talent saved as « Nouveau talent » saves it (resources/talents/create-modal.tsx: its initial
// values, then toTalentSave's payload to public.save_talent), for the specs whose subject is not
// that form (talents.spec.ts walks it).
import { toTalentSave, type TalentFormValues } from "../../../resources/talents/schema.ts";
import { addressFromCommune, type AddressValue } from "../../../src/lib/geo/address.ts";
import type { Commune } from "../../../src/lib/geo/communes.ts";
import type { apiAs } from "../support-api.ts";

/** « Nouveau talent »'s initial values (resources/talents/create-modal.tsx). */
export const NEW_TALENT: Partial<TalentFormValues> = {
  qualification_status: "new",
  availability_status: "available",
  contract_types: [],
  construction_types: [],
  is_top_profile: false,
  is_benched: false,
  mobility_radius_km: 30,
  address: { country_code: "FR" },
  other_job_ids: [],
};

export type NewTalentValues = {
  firstName: string;
  lastName: string;
  email: string;
  /** as typed (« 06 12 34 56 78 ») */
  phone: string;
  /** the main job, by its name */
  mainJob?: string;
  /** the street and the commune the city picker offers */
  address?: { street: string; commune: Commune };
};

/**
 * Saves the talent through the API as the create form would; its row. The phone as the form
 * stores it, in E.164 (the form's libphonenumber does not load in the test runner).
 */
export async function saveNewTalent(
  api: Awaited<ReturnType<typeof apiAs>>,
  values: NewTalentValues,
): Promise<{ id: string; workspace_id: string }> {
  let mainJobId: string | null = null;
  if (values.mainJob) {
    const { rows } = await api.get<{ id: string }[]>(
      `/rest/v1/job?select=id&name=eq.${encodeURIComponent(values.mainJob)}`,
    );
    mainJobId = rows[0]?.id ?? null;
    if (!mainJobId) throw new Error(`no job named ${values.mainJob}`);
  }
  const address: AddressValue = values.address
    ? addressFromCommune(values.address.street, values.address.commune)
    : { country_code: "FR" };
  const save = await toTalentSave({
    ...NEW_TALENT,
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    main_job_id: mainJobId,
    address,
  } as TalentFormValues);
  const phone = `+33${values.phone.replace(/\s/g, "").slice(1)}`;
  return api.rpc("save_talent", { ...save, p_values: { ...(save.p_values as object), phone_number: phone } });
}
