// Writes the address field's value to public.address (insert or update; workspace_id takes
// its default, row-level security checks the caller) and gives the id to set on the owner row
// (talent.address_id, agency.address_id…). An empty field gives null; an unchanged one is not
// written again (a role may edit the owner row without the right to update addresses).
import { useCreate, useUpdate } from "@refinedev/core";
import { dbErrorNotification } from "../form/notifications.ts";
import { isEmptyAddress, sameAddress, toAddressRow, type AddressValue } from "../../lib/geo/address.ts";
import type { Database } from "../../database.types.ts";

type AddressType = Database["public"]["Enums"]["address_type"];

export const useSaveAddress = (type: AddressType) => {
  const { mutateAsync: create } = useCreate<{ id: string }>();
  const { mutateAsync: update } = useUpdate<{ id: string }>();
  return async (value: AddressValue | null | undefined, currentId: string | null | undefined, previous?: AddressValue | null): Promise<string | null> => {
    if (isEmptyAddress(value)) return null;
    if (currentId && previous && sameAddress(value, previous)) return currentId;
    const values = toAddressRow(value as AddressValue);
    const common = { resource: "address", successNotification: false as const, errorNotification: dbErrorNotification };
    if (currentId) {
      await update({ ...common, id: currentId, values });
      return currentId;
    }
    const { data } = await create({ ...common, values: { ...values, type } });
    return data.id;
  };
};
