// The filter bar above a list: an antd form whose values become Refine filters. useTable's
// syncWithLocation keeps them in the URL, so filters survive a reload or a shared link
// (user-asks §13); the form starts from the URL's filters.
import type { CrudFilters } from "@refinedev/core";
import { Button, Form, Space } from "antd";
import type { ReactNode } from "react";
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
      {children}
      <Space>
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
        {extra}
      </Space>
    </Form>
  );
};
