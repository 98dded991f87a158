// /contracts and /amendments: one list of the contract table per kind (is_amendment as a
// permanent filter), server-side sorting and filters kept in the URL, counts per status as
// quick filters, a count (estimated on big tables), the export and, for contracts, the create
// button — which also opens, pre-filled, from a retained application (`?application=<id>`).
import { useTable } from "@refinedev/antd";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { useParsed, type CrudFilters } from "@refinedev/core";
import { Checkbox, Form, Input, Select, Typography } from "antd";
import { useMemo } from "react";
import { DATE_FILTER_STYLE, DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { useSearchParams } from "react-router";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { valueOf } from "../../src/components/table/filter-codec.ts";
import { isEstimatedTotal } from "../../src/components/table/list-count.ts";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { QuickFilters } from "../../src/components/table/quick-filters.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { t, type MessageVars } from "../../src/i18n/index.ts";
import { CompanySelect } from "../../src/domain/companies/company-select.tsx";
import { CONTRACT_REASONS, CONTRACT_REASON_STYLE } from "../../src/domain/missions/constants.ts";
import { useAgenciesSelect } from "../../src/domain/companies/agencies-select.ts";
import { OwnerSelect, OWNER_FILTER_STYLE } from "../../src/domain/team/owner-select.tsx";
import { contractColumns, contractExportColumns } from "./columns.tsx";
import { CONTRACT_STATUSES, CONTRACT_STATUS_STYLE, type ContractStatus } from "../../src/domain/contracts/constants.ts";
import { ContractCreateButton, ContractFromApplication } from "./create.tsx";
import { contractFilterCodec, type ContractFilterValues } from "./filters.ts";
import { useContractStatusCounts } from "./hooks.ts";
import { useTalentsSelect } from "../../src/domain/talents/talents-select.ts";
import { CONTRACT_LIST_READ, kindFilter, type ContractKind } from "./list-read.ts";
import type { ContractListRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").contractsFr.fields) => t(`resources.contracts.fields.${key}`);
const l = (key: keyof typeof import("./i18n.fr.ts").contractsFr.list, o?: MessageVars) =>
  t(`resources.contracts.list.${key}`, o);
const fl = (key: keyof typeof import("./i18n.fr.ts").contractsFr.filters) => t(`resources.contracts.filters.${key}`);
const ALL = "all";
const multi = {
  mode: "multiple" as const,
  allowClear: true,
  style: { minWidth: 180 },
  maxTagCount: "responsive" as const,
};
const select = { allowClear: true, showSearch: true, style: { minWidth: 180 } };

export const ContractList = ({ kind }: { kind: ContractKind }) => {
  const { params } = useParsed();
  const [search, setSearch] = useSearchParams();
  const applicationId = kind === "contracts" ? search.get("application") : null;
  const options = listTableOptions(CONTRACT_LIST_READ, params?.filters);
  const { meta } = options;
  const permanent = [kindFilter(kind)];
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<ContractListRow>({
    ...options,
    filters: { permanent },
  });
  const columns = useMemo(() => contractColumns({ sorters }, kind), [sorters, kind]);
  const isAmendment = kind === "amendments";
  const { counts } = useContractStatusCounts(isAmendment);
  const talents = useTalentsSelect();
  const agencies = useAgenciesSelect(undefined);
  const own = filters.filter((x) => !("field" in x) || x.field !== "is_amendment");
  const status = valueOf<ContractStatus[]>(own, "status", "in");
  const quick = status?.length === 1 ? status[0] : ALL;
  const total = counts.reduce((sum, c) => sum + Number(c.count), 0);
  const setQuick = (value: string) =>
    setFilters(
      [
        ...own.filter((x) => !("field" in x) || x.field !== "status"),
        ...(value === ALL ? [] : [{ field: "status", operator: "in", value: [value] } as const]),
      ] as CrudFilters,
      "replace",
    );
  const estimated = isEstimatedTotal(meta.count, result.total);
  const count = isAmendment
    ? l(estimated ? "countAmendmentsEstimated" : "countAmendments", { count: result.total ?? 0 })
    : l(estimated ? "countEstimated" : "count", { count: result.total ?? 0 });
  const closeApplication = () => {
    search.delete("application");
    setSearch(search, { replace: true });
  };

  return (
    <ListPage
      title={<PageTitle>{l(isAmendment ? "titleAmendments" : "title")}</PageTitle>}
      headerButtons={
        <>
          <ExportButton
            resource="contract"
            filters={[...own, ...permanent]}
            sorters={sorters}
            meta={meta}
            columns={contractExportColumns}
            fileBase={isAmendment ? "avenants" : "contrats"}
          />
          {isAmendment ? null : <ContractCreateButton />}
        </>
      }
    >
      {applicationId ? <ContractFromApplication applicationId={applicationId} onClose={closeApplication} /> : null}
      <QuickFilters
        label={l("quickFilters")}
        value={quick}
        onChange={setQuick}
        options={[
          { value: ALL, label: l("allStatuses", { count: total }) },
          ...counts
            .slice()
            .sort((a, b) => CONTRACT_STATUSES.indexOf(a.status) - CONTRACT_STATUSES.indexOf(b.status))
            .map((c) => ({
              value: c.status,
              label: l("statusCount", { label: CONTRACT_STATUS_STYLE[c.status].label, count: c.count }),
            })),
        ]}
      />
      <FilterBar<ContractFilterValues> key={quick} filters={own} setFilters={setFilters} codec={contractFilterCodec}>
        <Form.Item name="q" label={fl("search")}>
          <Input.Search allowClear aria-label={fl("search")} style={{ width: 220 }} onSearch={() => undefined} />
        </Form.Item>
        <Form.Item name="status" label={f("status")}>
          <Select {...multi} options={enumOptions(CONTRACT_STATUSES, CONTRACT_STATUS_STYLE)} />
        </Form.Item>
        <Form.Item name="company_id" label={f("company")}>
          <CompanySelect {...select} />
        </Form.Item>
        <Form.Item name="talent_id" label={f("talent")}>
          <Select {...talents.selectProps} {...select} />
        </Form.Item>
        <Form.Item name="owner_id" label={f("owner")}>
          <OwnerSelect style={OWNER_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="agency_id" label={f("agency")}>
          <Select {...agencies.selectProps} {...select} />
        </Form.Item>
        <Form.Item name="contract_reason" label={f("reason")}>
          <Select {...multi} options={enumOptions(CONTRACT_REASONS, CONTRACT_REASON_STYLE)} />
        </Form.Item>
        <Form.Item name="start_from" label={fl("startFrom")}>
          <DateInput style={DATE_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="start_to" label={fl("startTo")}>
          <DateInput style={DATE_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="end_from" label={fl("endFrom")}>
          <DateInput style={DATE_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="end_to" label={fl("endTo")}>
          <DateInput style={DATE_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="ending_soon" valuePropName="checked">
          <Checkbox>{fl("endingSoon")}</Checkbox>
        </Form.Item>
        <Form.Item name="signature_overdue" valuePropName="checked">
          <Checkbox>{fl("signatureOverdue")}</Checkbox>
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<ContractListRow>
        {...tableProps}
        list={kind}
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {count}
          </Typography.Text>
        }
        rowKey="id"
        columns={columns}
      />
    </ListPage>
  );
};

export const ContractsList = () => <ContractList kind="contracts" />;
export const AmendmentsList = () => <ContractList kind="amendments" />;
