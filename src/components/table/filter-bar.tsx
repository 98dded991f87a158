// The filter bar above a list: an antd form whose values become Refine filters. useTable's
// syncWithLocation keeps them in the URL, so filters survive a reload or a shared link;
// the form starts from the URL's filters. The first field (the search) always
// shows. The others, on a desktop, fold behind "Plus de filtres (n)" — folded at first unless
// one of them is set, so that Tab reaches the results in few stops; on a phone they sit in a
// drawer opened by "Filtres (n)" (n: the filters applied), so the first results show without
// scrolling. On a desktop the folded fields mount when first unfolded (a list's first screen
// does not build, hold nor feed ten selects nobody opened: their option reads wait too), then
// stay mounted, their values kept, out of the Tab order while folded; nothing is lost before,
// since they start folded only when none of them is set. The closed drawer's fields stay mounted.
import type { CrudFilters } from "@refinedev/core";
import { Button, Drawer, Form, Grid, Space, type FormInstance } from "antd";
import { Children, isValidElement, useId, useState, type ReactNode } from "react";
import { t } from "../../i18n/index.ts";
import { reviveUrlFilters } from "./filter-codec.ts";

/** Some of the form's values, as antd's form sets them (`setFieldsValue`). */
export type PartialFilterValues<Values> = Parameters<FormInstance<Values>["setFieldsValue"]>[0];

export type FilterCodec<Values> = {
  toFilters: (values: Values) => CrudFilters;
  fromFilters: (filters: CrudFilters) => PartialFilterValues<Values>;
};

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/** How many fields have a value in `values`, leaving out the field named `except`. */
const setFields = (values: object, except?: unknown) =>
  Object.entries(values).filter(([name, value]) => name !== except && isSet(value)).length;

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
  const phone = md === false;
  const [first, ...others] = Children.toArray(children);
  const firstName = isValidElement<{ name?: unknown }>(first) ? first.props.name : undefined;
  // the URL's filters come back as text (reviveUrlFilters): « Non », not « false », after a reload
  const applied = codec.fromFilters(reviveUrlFilters(filters));
  // decided once, from the URL's filters: a shared link with a secondary filter shows it
  const [expanded, setExpanded] = useState(() => setFields(applied, firstName) > 0);
  const [othersMounted, setOthersMounted] = useState(expanded);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const foldId = useId();
  const drawerFormId = useId();
  const apply = () => setFilters(codec.toFilters(form.getFieldsValue()), "replace");
  const reset = () => {
    form.resetFields();
    form.setFieldsValue(codec.fromFilters([]));
    setFilters([], "replace");
  };
  const resetButton = <Button onClick={reset}>{t("components.filters.reset")}</Button>;

  return (
    <Form
      form={form}
      layout="inline"
      role="search"
      aria-label={t("components.filters.label")}
      initialValues={applied}
      onFinish={apply}
      style={{ rowGap: 8, marginBottom: 16 }}
    >
      {first}
      {phone ? null : (
        <div id={foldId} style={{ display: expanded ? "contents" : "none" }}>
          {othersMounted ? others : null}
        </div>
      )}
      <Space wrap>
        <Button type="primary" htmlType="submit">
          {t("components.filters.apply")}
        </Button>
        {resetButton}
        {others.length && phone ? (
          <Button aria-haspopup="dialog" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            {t("components.filters.drawer", { count: setFields(applied) })}
          </Button>
        ) : null}
        {others.length && !phone ? (
          <Button
            type="link"
            aria-expanded={expanded}
            aria-controls={foldId}
            onClick={() => {
              setOthersMounted(true);
              setExpanded(!expanded);
            }}
          >
            {t(expanded ? "components.filters.less" : "components.filters.more", { count: others.length })}
          </Button>
        ) : null}
        {extra}
      </Space>
      {others.length && phone ? (
        <Drawer
          title={t("components.filters.label")}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          forceRender
          width="100%"
          // the buttons in the footer stay in view however long the list of filters
          footer={
            <Space wrap>
              <Button type="primary" htmlType="submit" form={drawerFormId}>
                {t("components.filters.apply")}
              </Button>
              {resetButton}
            </Space>
          }
        >
          {/* the drawer is portalled out of the bar's <form>: its own form element gives Enter */}
          <form
            id={drawerFormId}
            onSubmit={(event) => {
              event.preventDefault();
              form.submit();
              setDrawerOpen(false);
            }}
            style={{ display: "flex", flexDirection: "column", gap: 8 }}
          >
            {others}
          </form>
        </Drawer>
      ) : null}
    </Form>
  );
};
