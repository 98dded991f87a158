// A country (public.country: ISO 3166 code, French name) chosen by name, typed to search: the
// talent's nationality and birth country, which the DPAE declares (supabase/schemas/37_dpae_adapter.sql).
// Inside a Form.Item, which gives it its value, onChange and id; the list loads once it is drawn.
import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";

export const CountrySelect = (props: SelectProps<string>) => {
  const { selectProps } = useSelect<{ code: string; name: string }>({
    liveMode: "off",
    resource: "country",
    optionLabel: "name",
    optionValue: "code",
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 500, mode: "server" },
  });
  return (
    <Select
      options={selectProps.options}
      loading={selectProps.loading}
      showSearch
      optionFilterProp="label"
      allowClear
      {...props}
    />
  );
};
