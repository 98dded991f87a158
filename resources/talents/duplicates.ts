// Duplicate detection on the talent form: the existing talents with the same
// e-mail or phone (E.164, as the database stores it).
import { useList } from "@refinedev/core";
import { toE164 } from "../../src/lib/validators/french-ids.ts";

export type Duplicate = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
};

/** Existing talents with the same e-mail or phone, other than `exceptId`. */
export const useTalentDuplicates = ({
  email,
  phone,
  exceptId,
}: {
  email?: string | null;
  phone?: string | null;
  exceptId?: string;
}) => {
  const or = [
    ...(email?.trim() ? [{ field: "email", operator: "eq" as const, value: email.trim().toLowerCase() }] : []),
    ...(phone?.trim() ? [{ field: "phone_number", operator: "eq" as const, value: toE164(phone) }] : []),
  ];
  const { result } = useList<Duplicate>({
    liveMode: "off",
    resource: "talent",
    filters: [
      { operator: "or", value: or },
      ...(exceptId ? [{ field: "id", operator: "ne" as const, value: exceptId }] : []),
    ],
    pagination: { pageSize: 5 },
    meta: { select: "id, first_name, last_name, email, phone_number" },
    queryOptions: { enabled: or.length > 0 },
  });
  return or.length ? result.data : [];
};
