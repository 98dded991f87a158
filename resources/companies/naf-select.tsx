// The NAF sub-class picker: a searchable select of "43.99C — label" over the lazily loaded
// list; choosing a code also fills the form's `naf_code_label`.
import { Form, Input, Select } from "antd";
import type { Rule } from "antd/es/form";
import { useMemo } from "react";
import { t } from "../../src/i18n/index.ts";
import { useNafIndex } from "./hooks.ts";
import { matchesNaf, nafLabel, nafOptionLabel, type NafCode } from "./naf.ts";

type Props = { value?: string | null; onChange?: (value: string | null) => void; id?: string; "aria-label"?: string };

export const NafSelect = ({ value, onChange, id, ...aria }: Props) => {
  const form = Form.useFormInstance();
  const index = useNafIndex();
  const options = useMemo(
    () => index?.list.map((e) => ({ value: e.code, label: nafOptionLabel(e), entry: e })) ?? [],
    [index],
  );
  const change = (code: string | undefined) => {
    onChange?.(code ?? null);
    form?.setFieldValue("naf_code_label", index && code ? (nafLabel(index, code) ?? null) : null);
  };
  return (
    <Select<string, { value: string; label: string; entry: NafCode }>
      id={id}
      aria-label={aria["aria-label"]}
      showSearch
      allowClear
      value={value ?? undefined}
      onChange={change}
      options={options}
      loading={!index}
      placeholder={t("resources.companies.naf.placeholder")}
      notFoundContent={index ? t("resources.companies.naf.notFound") : t("resources.companies.naf.loading")}
      filterOption={(input, option) => (option ? matchesNaf(input, option.entry) : false)}
      popupMatchSelectWidth={false}
    />
  );
};

/** "43.99C — label" with the label read from the NAF list (the stored label while it loads or for an unknown code). */
export const NafText = ({ code, storedLabel }: { code: string | null; storedLabel?: string | null }) => {
  const index = useNafIndex();
  if (!code) return <>—</>;
  const label = (index && nafLabel(index, code)) ?? storedLabel;
  return <>{label ? `${code} — ${label}` : code}</>;
};

/** The form's NAF items: the picker on `naf_code`, and the hidden `naf_code_label` it fills. */
export const NafFormItems = ({ label, rules }: { label: string; rules: Rule[] }) => (
  <>
    <Form.Item name="naf_code" label={label} rules={rules}>
      <NafSelect />
    </Form.Item>
    <Form.Item name="naf_code_label" hidden>
      <Input />
    </Form.Item>
  </>
);
