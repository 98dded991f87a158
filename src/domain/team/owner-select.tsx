// The « Responsable » picker of the forms and the lists' filter bars: the workspace's team members
// still on board (useTeamMembersSelect), searched by their name. Inside a Form.Item, which hands it
// the value, onChange and id.
import { Select, type SelectProps } from "antd";
import { useTeamMembersSelect } from "./team-members-select.ts";

/** The filter bars' width, so that a chosen name stays readable. */
export const OWNER_FILTER_STYLE = { minWidth: 180 };

export const OwnerSelect = (props: Omit<SelectProps, "options" | "loading">) => {
  const owners = useTeamMembersSelect();
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      options={owners.options}
      loading={owners.loading}
      {...props}
    />
  );
};
