// The filter bar above a list: an antd form whose values become Refine filters. useTable's
// syncWithLocation keeps them in the URL, so filters survive a reload or a shared link
// (user-asks §13); the form starts from the URL's filters. Beyond the first field (the search),
// the fields fold behind "Plus de filtres" — folded at first on a phone, so the first results
// show without scrolling past a screen of filters; folded fields stay mounted (their values kept)
// and are out of the Tab order.
import type { CrudFilters } from "@refinedev/core";
import { Button, Form, Grid, Space } from "antd";
import { Children, useId, useState, type ReactNode } from "react";
import { t } from "../../i18n/index.ts";

export type FilterCodec<Values> = {
  toFilters: (values: Values) => CrudFilters;
  fromFilters: (filters: CrudFilters) => Partial<Values>;
};

export const FilterBar = <Values extends object>({
  filters,
  setFilters,
  codec,
  children,
  extra,
}: {
  filters: CrudFilters;
  setFilters: (filters: CrudFilters, behavior: "replace") => void;
  codec: FilterCodec<Values>;
  children: ReactNode;
  extra?: ReactNode;
}) => {
  const [form] = Form.useForm<Values>();
  const { md } = Grid.useBreakpoint();
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const open = expanded ?? md !== false;
  const foldId = useId();
  const [first, ...others] = Children.toArray(children);
  const apply = () => setFilters(codec.toFilters(form.getFieldsValue()), "replace");
  return (
    <Form
      form={form}
      layout="inline"
      role="search"
      aria-label={t("components.filters.label")}
      initialValues={codec.fromFilters(filters)}
      onFinish={apply}
      style={{ rowGap: 8, marginBottom: 16 }}
    >
      {first}
      <div id={foldId} style={{ display: open ? "contents" : "none" }}>
        {others}
      </div>
      <Space wrap>
        <Button type="primary" htmlType="submit">
          {t("components.filters.apply")}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            form.setFieldsValue(codec.fromFilters([]) as never);
            setFilters([], "replace");
          }}
        >
          {t("components.filters.reset")}
        </Button>
        {others.length ? (
          <Button type="link" aria-expanded={open} aria-controls={foldId} onClick={() => setExpanded(!open)}>
            {t(open ? "components.filters.less" : "components.filters.more", { count: others.length })}
          </Button>
        ) : null}
        {extra}
      </Space>
    </Form>
  );
};
