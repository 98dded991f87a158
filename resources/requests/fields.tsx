// One field of a request, shown (FieldValue) or edited (FieldInput) by its kind; form values
// go to the row through toColumnValues (dates as ISO strings).
import { useSelect } from "@refinedev/antd";
import type { CrudFilters } from "@refinedev/core";
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Select, Switch } from "antd";
import { DATE_FORMATS, DATE_TIME_FORMATS } from "../../src/components/date-picker/french-pickers.tsx";
import { signedUrl } from "../../providers/client-calls.ts";
import { CoefficientInput, MoneyInput } from "../../src/components/form/money-input.tsx";
import { toast } from "../../src/lib/toast/toast-store.ts";
import { UploadField } from "../../src/components/upload/upload-field.tsx";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { BUCKETS } from "../../src/lib/upload/buckets.generated.ts";
import { useEnumStyle } from "../../src/components/status/use-enum-style.ts";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { dayjs, formatDate, type Dayjs } from "../../src/lib/dates/dayjs.ts";
import { formatDecimal, formatMoney } from "../../src/lib/money/format.ts";
import { checkedKeys, checkedLabels, checklistColumn } from "./checklist.ts";
import type { FieldDef, RequestRow } from "./definition.ts";
import { QuestionsInput, QuestionsValue } from "./questions-input.tsx";

const EnumValue = ({ field, value }: { field: FieldDef; value: unknown }) => {
  const style = useEnumStyle(field.enumName ?? "");
  const values = Array.isArray(value) ? (value as string[]) : value ? [String(value)] : [];
  return values.length ? (
    <>
      {values.map((v) => (
        <EnumTag key={v} value={v} style={style} />
      ))}
    </>
  ) : (
    <>—</>
  );
};

/** Opens a request file of the documents bucket through a one-minute signed URL. */
export const openSignedFile = (path: string) =>
  signedUrl("documents", path, 60).then(
    (url) => void window.open(url, "_blank", "noopener"),
    (error: unknown) => toast({ type: "error", description: errorMessage(error) }),
  );

export const FieldValue = ({ field, row }: { field: FieldDef; row: RequestRow }) => {
  if (field.kind === "reference" && field.reference) {
    const embedded = row[field.reference.embed] as Record<string, unknown> | null | undefined;
    return <>{embedded ? field.reference.optionLabel(embedded) : "—"}</>;
  }
  const value = row[field.name];
  if (field.kind === "enum" || field.kind === "enumArray") return <EnumValue field={field} value={value} />;
  if (field.kind === "questions") return <QuestionsValue value={value} />;
  if (field.kind === "checklist") return <>{checkedLabels(field, value).join(", ") || "—"}</>;
  if (value === null || value === undefined || value === "") return <>—</>;
  switch (field.kind) {
    case "money":
      return <>{formatMoney(Number(value))}</>;
    case "number":
    case "coefficient":
      return <>{formatDecimal(Number(value))}</>;
    case "percent":
      return <>{`${formatDecimal(Number(value))} %`}</>;
    case "date":
      return <>{formatDate(String(value))}</>;
    case "month":
      return <>{formatDate(String(value), "MM/YYYY")}</>;
    case "datetime":
      return <>{formatDate(String(value), "DD/MM/YYYY HH:mm")}</>;
    case "file":
      return (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => void openSignedFile(String(value))}
          aria-label={`${t("resources.requests.files.preview")} : ${field.label}`}
        >
          {t("resources.requests.files.preview")}
        </Button>
      );
    case "boolean":
      return <>{value ? t("resources.requests.yes") : t("resources.requests.no")}</>;
    default:
      return <>{String(value)}</>;
  }
};

/** The picker's page: what the server answers first and to each search. */
const REFERENCE_PAGE_SIZE = 50;

type InputProps = { id?: string; value?: unknown; onChange?: (v: unknown) => void };

/**
 * A row of another table, searched on the server (the definition's `search`: any row can be
 * found, not only the first page) and labelled even when it is not among the answered rows
 * (a value pre-filled from the URL, or chosen before another search): the row is read by id.
 * `filters`: the definition's fixed filters, added to every read.
 */
const ReferencePicker = ({ field, filters, ...props }: { field: FieldDef; filters?: CrudFilters } & InputProps) => {
  const ref = field.reference;
  const value = typeof props.value === "string" && props.value ? props.value : undefined;
  const { selectProps, query } = useSelect<Record<string, unknown> & { id: string }>({
    resource: ref?.resource ?? "talent",
    meta: { select: ref?.select ?? "id" },
    optionLabel: (row) => ref?.optionLabel(row) ?? String(row.id),
    optionValue: (row) => row.id,
    onSearch: (text) => ref?.search(text) ?? [],
    sorters: ref?.sorters,
    filters,
    defaultValue: value,
    pagination: { pageSize: REFERENCE_PAGE_SIZE, mode: "server" },
    liveMode: "off",
  });
  return (
    <Select<string>
      {...props}
      value={value}
      options={selectProps.options?.map((o) => ({ value: String(o.value), label: o.label }))}
      onSearch={selectProps.onSearch}
      loading={selectProps.loading || query.isFetching}
      allowClear
      showSearch
      filterOption={false}
    />
  );
};

/**
 * A picker whose fixed filters follow the form's other values (an invoice of the chosen
 * talent): watched in the form around it, first computed from its values (no unfiltered read).
 */
const FilteredReferencePicker = ({
  field,
  filtersOf,
  ...props
}: { field: FieldDef; filtersOf: (values: Record<string, unknown>) => CrudFilters } & InputProps) => {
  const form = Form.useFormInstance();
  const watched = Form.useWatch((values: Record<string, unknown>) => filtersOf(values), { form, preserve: true });
  const filters = watched ?? filtersOf((form.getFieldsValue(true) ?? {}) as Record<string, unknown>);
  return <ReferencePicker field={field} filters={filters} {...props} />;
};

const ReferenceInput = ({ field, ...props }: { field: FieldDef } & InputProps) =>
  field.reference?.filters ? (
    <FilteredReferencePicker field={field} filtersOf={field.reference.filters} {...props} />
  ) : (
    <ReferencePicker field={field} {...props} />
  );

const EnumInput = ({
  field,
  multiple,
  ...props
}: {
  field: FieldDef;
  multiple?: boolean;
  id?: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
}) => {
  const style = useEnumStyle(field.enumName ?? "");
  return (
    <Select
      {...props}
      value={props.value as string | undefined}
      mode={multiple ? "multiple" : undefined}
      allowClear
      options={Object.entries(style).map(([value, s]) => ({ value, label: s.label }))}
    />
  );
};

/** The input of a field, for antd's Form.Item (value/onChange/id injected). */
export const FieldInput = ({
  field,
  ...props
}: {
  field: FieldDef;
  id?: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
}) => {
  switch (field.kind) {
    case "textarea":
      return <Input.TextArea {...props} value={props.value as string | undefined} rows={3} />;
    case "money":
      // the decimal comma typed (« 150,50 ») is read as such, not dropped (150,50 → 15050)
      return <MoneyInput {...props} value={props.value as number | undefined} step={10} />;
    case "number":
      return <InputNumber {...props} value={props.value as number | undefined} style={{ width: "100%" }} />;
    case "coefficient":
      return <CoefficientInput {...props} value={props.value as number | undefined} />;
    case "percent":
      return (
        <InputNumber
          {...props}
          value={props.value as number | undefined}
          min={0}
          max={100}
          addonAfter="%"
          style={{ width: "100%" }}
        />
      );
    case "date":
      return (
        <DatePicker
          {...props}
          value={props.value as Dayjs | undefined}
          format={DATE_FORMATS}
          style={{ width: "100%" }}
        />
      );
    case "month":
      return (
        <DatePicker
          {...props}
          value={props.value as Dayjs | undefined}
          picker="month"
          format="MM/YYYY"
          style={{ width: "100%" }}
        />
      );
    case "datetime":
      return (
        <DatePicker
          {...props}
          value={props.value as Dayjs | undefined}
          showTime={{ format: "HH:mm" }}
          needConfirm={false}
          format={DATE_TIME_FORMATS}
          placeholder={t("domain.datePicker.dateTimePlaceholder")}
          style={{ width: "100%" }}
        />
      );
    case "boolean":
      return <Switch id={props.id} checked={!!props.value} onChange={(v) => props.onChange?.(v)} />;
    case "file":
      return (
        <UploadField
          id={props.id}
          value={props.value as File | null | undefined}
          onChange={(f) => props.onChange?.(f)}
          types={BUCKETS.documents.allowedMimeTypes}
        />
      );
    case "questions":
      return <QuestionsInput {...props} />;
    case "checklist":
      return (
        <div role="group" id={props.id} aria-label={field.label}>
          <Checkbox.Group
            options={[...(field.checklist?.items ?? [])]}
            value={checkedKeys(props.value)}
            onChange={(keys) => props.onChange?.(keys)}
            style={{ display: "flex", flexDirection: "column", gap: 8 }}
          />
        </div>
      );
    case "enum":
      return <EnumInput field={field} {...props} />;
    case "enumArray":
      return <EnumInput field={field} multiple {...props} />;
    case "reference":
      return <ReferenceInput field={field} {...props} />;
    default:
      return <Input {...props} value={props.value as string | undefined} />;
  }
};

const DATE_KINDS: readonly string[] = ["date", "month", "datetime"];

/** Column values → form values (dates as Dayjs for the pickers), for the fields given. */
export const toFormValues = (fields: readonly FieldDef[], row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    fields.map((f) => {
      const value = row[f.name];
      if (DATE_KINDS.includes(f.kind) && typeof value === "string" && value) return [f.name, dayjs(value)];
      return [f.name, value ?? undefined];
    }),
  );

/** Form values (Dayjs) → column values (ISO strings), for the fields given. */
export const toColumnValues = (fields: readonly FieldDef[], values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const field = fields.find((f) => f.name === name);
      const kind = field?.kind;
      if (field && kind === "checklist") return [name, checklistColumn(field, value)];
      if (dayjs.isDayjs(value)) {
        if (kind === "datetime") return [name, value.toISOString()];
        if (kind === "month") return [name, value.startOf("month").format("YYYY-MM-DD")];
        return [name, value.format("YYYY-MM-DD")];
      }
      return [name, value === undefined || value === "" ? null : value];
    }),
  );
