// A request type's list, the same for every type: the definition's columns between the subject
// and the shared status / deadline / creation columns, filters in the URL (status, overdue,
// the type's own), the export, the create button (for the roles that may create the type); a
// row opens its page (`/<route>/:id`) or, for the spec's routes without one, a drawer with the
// same detail (closed when the request is deleted from it, reopened by the toast's « Annuler »).
import { useTable } from "@refinedev/antd";
import type { CrudFilter } from "@refinedev/core";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { Button, Checkbox, Drawer, Form, Select, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageTitle } from "../../src/components/page-title.tsx";
import { actionsColumn, dateColumn, enumTagColumn } from "../../src/components/table/columns.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { CreateRequestButton } from "./create.tsx";
import { DeadlineBadge } from "./deadline-badge.tsx";
import type { RequestDefinition, RequestRow } from "./definition.ts";
import { FieldInput, FieldValue } from "./fields.tsx";
import { requestFilterCodec, type RequestFilterValues } from "./filters.ts";
import { useRequestType, useStatusStyle } from "./hooks.ts";
import { RequestDetail } from "./detail.tsx";

const s = (key: "status" | "deadline" | "createdAt" | "actions") => t(`resources.requests.shared.${key}`);

export const RequestList = ({
  definition,
  title,
  hasDetailRoute,
  embedded = false,
  openFromUrl = !embedded,
  permanentFilters,
  createPrefill,
  mayCreate = true,
}: {
  definition: RequestDefinition;
  title: string;
  hasDetailRoute: boolean;
  /** inside another page (independents' payments and invoices): no URL sync */
  embedded?: boolean;
  /** opens the request named by `?open=<id>` (an embedded list whose page says so, e.g. the action centre's links) */
  openFromUrl?: boolean;
  /** the rows of one record only (a hiring pool's e-mails), whatever the filters */
  permanentFilters?: CrudFilter[];
  /** what a request created from this list is about (the talent or the pool of the page) */
  createPrefill?: Record<string, string>;
  /** false hides « Nouvelle demande » beyond the insert grant (a pool's campaigns: marketing only) */
  mayCreate?: boolean;
}) => {
  const deadlineField = definition.deadline?.field ?? "due_at";
  const meta = useMemo(() => ({ select: definition.select }), [definition.select]);
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<RequestRow>({
    resource: definition.entity,
    syncWithLocation: !embedded,
    sorters: { initial: [{ field: "created_at", order: "desc" }] },
    pagination: { pageSize: 25 },
    ...(permanentFilters ? { filters: { permanent: permanentFilters } } : {}),
    meta,
  });
  const type = useRequestType(definition.entity);
  const style = useStatusStyle(type);
  const [search] = useSearchParams();
  // a link to one request of a type without a page of its own (`?open=<id>`), read once
  const [openId, setOpenId] = useState<string | null>(() => (openFromUrl ? search.get("open") : null));
  const codec = useMemo(
    () => requestFilterCodec(definition.filters ?? [], deadlineField),
    [definition.filters, deadlineField],
  );
  const closedOf = (row: RequestRow) => !!row.closed_at || !!type?.terminal_statuses.includes(row.status);
  const linkOf = (row: RequestRow) => (hasDetailRoute ? `/${definition.route}/${row.id}` : null);

  const columns: ColumnType<RequestRow>[] = [
    {
      key: "subject",
      title: definition.subjectLabel,
      render: (_: unknown, row: RequestRow) => {
        const to = linkOf(row);
        return to ? <Link to={to}>{definition.subject(row)}</Link> : definition.subject(row);
      },
    },
    ...definition.columns.map((field): ColumnType<RequestRow> => ({
      key: field.name,
      title: field.label,
      align: field.kind === "money" ? "right" : undefined,
      render: (_: unknown, row: RequestRow) => <FieldValue field={field} row={row} />,
    })),
    enumTagColumn<RequestRow, string>("status", { title: s("status"), style }, { sorters }),
    {
      key: "deadline",
      title: definition.deadline?.label ?? s("deadline"),
      render: (_: unknown, row: RequestRow) => (
        <DeadlineBadge
          due={row[deadlineField] as string | null}
          closed={closedOf(row)}
          countdown={definition.deadline?.countdown}
          met={definition.deadline?.metBy ? (row[definition.deadline.metBy] as string | null) : null}
        />
      ),
    },
    dateColumn<RequestRow>("created_at", { title: s("createdAt") }, { sorters }),
    ...(hasDetailRoute
      ? []
      : [
          actionsColumn<RequestRow>({
            title: s("actions"),
            render: (row) => (
              <Button
                size="small"
                onClick={() => setOpenId(row.id)}
                aria-label={`${t("resources.requests.list.open")} ${definition.subject(row)}`}
              >
                {t("resources.requests.list.open")}
              </Button>
            ),
          }),
        ]),
  ];

  const exportColumns = [
    { header: definition.subjectLabel, value: (row: RequestRow) => definition.subject(row) },
    ...definition.columns.map((f) => ({
      header: f.label,
      value: (row: RequestRow) => {
        const v = f.kind === "reference" && f.reference ? row[f.reference.embed] : row[f.name];
        return v === null || v === undefined
          ? null
          : typeof v === "object"
            ? (f.reference?.optionLabel(v as Record<string, unknown>) ?? null)
            : (v as string | number);
      },
    })),
    { header: s("status"), value: (row: RequestRow) => style[row.status]?.label ?? row.status },
    {
      header: s("deadline"),
      value: (row: RequestRow) => formatDate(row[deadlineField] as string | null, "DD/MM/YYYY HH:mm"),
    },
    { header: s("createdAt"), value: (row: RequestRow) => formatDate(row.created_at as string) },
  ];

  return (
    <ListPage
      title={<PageTitle>{title}</PageTitle>}
      headerButtons={
        <>
          <ExportButton
            resource={definition.entity}
            filters={filters}
            sorters={sorters}
            meta={meta}
            columns={exportColumns}
            fileBase={definition.route}
          />
          {definition.create && mayCreate ? (
            <CreateRequestButton
              definition={definition}
              hasDetailRoute={hasDetailRoute}
              fixedPrefill={createPrefill}
              onCreated={() => void tableQuery.refetch()}
            />
          ) : null}
        </>
      }
    >
      <FilterBar<RequestFilterValues> filters={filters} setFilters={setFilters} codec={codec}>
        <Form.Item name="status" label={s("status")}>
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 180 }}
            options={Object.entries(style).map(([value, st]) => ({ value, label: st.label }))}
          />
        </Form.Item>
        <Form.Item name="overdue" valuePropName="checked">
          <Checkbox>{t("resources.requests.list.overdue")}</Checkbox>
        </Form.Item>
        {(definition.filters ?? []).map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            valuePropName={f.kind === "boolean" ? "checked" : "value"}
          >
            {f.kind === "boolean" ? <Checkbox /> : <FieldInput field={{ ...f, kind: "enumArray" }} />}
          </Form.Item>
        ))}
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<RequestRow>
        {...tableProps}
        list={`requests-${definition.entity}`}
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {t("resources.requests.list.count", { count: result.total ?? 0 })}
          </Typography.Text>
        }
        rowKey="id"
        columns={columns}
      />
      {hasDetailRoute ? null : (
        <Drawer
          open={!!openId}
          onClose={() => setOpenId(null)}
          width="min(960px, 100vw)"
          title={type?.label}
          destroyOnHidden
        >
          {openId ? (
            <RequestDetail
              definition={definition}
              id={openId}
              // deleted: the drawer closes on the list; « Annuler » opens it again
              deletePlace={{ onDeleted: () => setOpenId(null), onRestored: () => setOpenId(openId) }}
            />
          ) : null}
        </Drawer>
      )}
    </ListPage>
  );
};
