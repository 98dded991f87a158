// A contact's roles changed in place (the company's contacts tab): a multiple select whose
// every change is saved at once; the database's refusal (a signer without e-mail) comes back in
// the toast and the roles as they were. Without the right to edit contacts: the tags.
import { useUpdate } from "@refinedev/core";
import { Select, Space } from "antd";
import { useEffect, useState } from "react";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { enumOptions, EnumTag } from "../../../src/components/table/columns.tsx";
import { t } from "../../../src/i18n/index.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import { CONTACT_ROLES, CONTACT_ROLE_STYLE, type ContactRole } from "../../../src/domain/contacts/constants.ts";
import type { ContactRow } from "../../../src/domain/contacts/types.ts";

const OPTIONS = enumOptions(CONTACT_ROLES, CONTACT_ROLE_STYLE);

export const ContactRolesTags = ({ roles }: { roles: readonly ContactRole[] }) =>
  roles.length ? (
    <Space size={[0, 4]} wrap>
      {roles.map((role) => (
        <EnumTag key={role} value={role} style={CONTACT_ROLE_STYLE} />
      ))}
    </Space>
  ) : (
    <>—</>
  );

export const ContactRolesCell = ({
  contact,
  canEdit,
  onSaved,
}: {
  contact: Pick<ContactRow, "id" | "roles" | "civility" | "first_name" | "last_name">;
  canEdit: boolean;
  onSaved: () => void;
}) => {
  const { mutate, mutation } = useUpdate();
  const [roles, setRoles] = useState<ContactRole[]>(contact.roles);
  useEffect(() => setRoles(contact.roles), [contact.roles]);
  if (!canEdit) return <ContactRolesTags roles={contact.roles} />;
  const save = (next: ContactRole[]) => {
    setRoles(next);
    mutate(
      { resource: "contact", id: contact.id, values: { roles: next }, ...MUTATION_NOTIFICATIONS },
      { onSuccess: onSaved, onError: () => setRoles(contact.roles) },
    );
  };
  return (
    <Select<ContactRole[]>
      mode="multiple"
      aria-label={t("resources.contacts.rolesOf", { name: displayName(contact, { upperLastName: true }) })}
      placeholder={t("resources.contacts.rolesNone")}
      value={roles}
      options={OPTIONS}
      optionFilterProp="label"
      loading={mutation.isPending}
      style={{ minWidth: 220, width: "100%" }}
      onChange={save}
    />
  );
};
