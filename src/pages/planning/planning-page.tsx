// /planning: the timeline of talents by days over a week or a month, filtered by the
// contract's company, agency (the mission's establishment), owner and job; everything is in
// the address (period, start, filters), read by one call to public.planning_timeline.
import { useCan } from "@refinedev/core";
import { Alert, Button, Flex, Form, Segmented, Select, Space, Spin, Typography } from "antd";
import { useNavigate, useSearchParams } from "react-router";
import { useRpc } from "../../../providers/rpc.ts";
import { CompanySelect } from "../../domain/companies/company-select.tsx";
import { useAgenciesSelect } from "../../domain/companies/agencies-select.ts";
import { useTeamMembersSelect } from "../../domain/team/team-members-select.ts";
import { useJobsSelect } from "../../domain/jobs/jobs-select.ts";
import { ListPage } from "../../components/table/list-page.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { t, type MessageVars } from "../../i18n/index.ts";
import { periodOf, periodTitle, shiftPeriod, type Period } from "./period.ts";
import { PlanningGrid } from "./planning-grid.tsx";
import { UnavailabilityModal } from "../../domain/unavailability/unavailability-modal.tsx";
import { useUnavailabilityEditor } from "./use-unavailability-editor.ts";
import type { Timeline } from "./timeline.ts";

type FilterKey = "company_id" | "agency_id" | "owner_id" | "job_id";
const p = (key: string, vars?: MessageVars) => t(`planning.${key}` as Parameters<typeof t>[0], vars);
/** The server-searched options of a useSelect, without its value type (the value is the URL's). */
const lookup = (sp: { options?: unknown; onSearch?: unknown; filterOption?: unknown; loading?: boolean }) => ({
  options: sp.options as { value: string; label: string }[] | undefined,
  onSearch: sp.onSearch as ((v: string) => void) | undefined,
  filterOption: sp.filterOption as boolean | undefined,
  loading: sp.loading,
});
const select = { allowClear: true, showSearch: true, style: { minWidth: 190 }, optionFilterProp: "label" } as const;

export const PlanningPage = () => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const period = periodOf(params.get("period"), params.get("start"));
  const filter = (k: FilterKey) => params.get(k) || undefined;
  const { data, query } = useRpc(
    "planning_timeline",
    {
      p_from: period.from,
      p_to: period.to,
      p_company_id: filter("company_id") ?? null,
      p_agency_id: filter("agency_id") ?? null,
      p_owner_id: filter("owner_id") ?? null,
      p_job_id: filter("job_id") ?? null,
    },
    { errorNotification: false },
  );
  const agencies = useAgenciesSelect(filter("company_id"));
  const owners = useTeamMembersSelect();
  const jobs = useJobsSelect();
  // a JSON object of this shape (public.planning_timeline)
  const timeline = data && typeof data === "object" && "rows" in data ? (data as Timeline) : undefined;
  const canEdit = useCan({ resource: "planning_entry", action: "edit" }).data?.can === true;
  const unavailability = useUnavailabilityEditor();
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const goTo = (target: Period) => update({ period: target.kind, start: target.from });

  return (
    <ListPage title={<PageTitle>{p("title")}</PageTitle>}>
      <Flex wrap gap="small" align="center" style={{ marginBottom: 12 }}>
        <Segmented
          aria-label={p("period")}
          value={period.kind}
          options={[
            { value: "week", label: p("week") },
            { value: "month", label: p("month") },
          ]}
          onChange={(kind) => goTo(periodOf(String(kind), period.from))}
        />
        <Space.Compact>
          <Button onClick={() => goTo(shiftPeriod(period, -1))} aria-label={p("previous")}>
            ‹
          </Button>
          <Button onClick={() => goTo(periodOf(period.kind, null))}>{p("today")}</Button>
          <Button onClick={() => goTo(shiftPeriod(period, 1))} aria-label={p("next")}>
            ›
          </Button>
        </Space.Compact>
        <Typography.Text strong style={{ textTransform: "capitalize" }} aria-live="polite">
          {periodTitle(period)}
        </Typography.Text>
        {canEdit ? <Button onClick={() => unavailability.add()}>{p("unavailability.add")}</Button> : null}
      </Flex>
      <Form layout="inline" aria-label={t("components.filters.label")} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={p("company")} htmlFor="planning-company">
          <CompanySelect
            {...select}
            id="planning-company"
            value={filter("company_id")}
            onChange={(v?: string) => update({ company_id: v, agency_id: undefined })}
          />
        </Form.Item>
        <Form.Item label={p("agency")} htmlFor="planning-agency">
          <Select
            {...lookup(agencies.selectProps)}
            {...select}
            id="planning-agency"
            value={filter("agency_id")}
            onChange={(v?: string) => update({ agency_id: v })}
          />
        </Form.Item>
        <Form.Item label={p("owner")} htmlFor="planning-owner">
          <Select
            {...select}
            id="planning-owner"
            options={owners.options}
            value={filter("owner_id")}
            onChange={(v?: string) => update({ owner_id: v })}
          />
        </Form.Item>
        <Form.Item label={p("job")} htmlFor="planning-job">
          <Select
            {...lookup(jobs.selectProps)}
            {...select}
            id="planning-job"
            value={filter("job_id")}
            onChange={(v?: string) => update({ job_id: v })}
          />
        </Form.Item>
      </Form>
      {query.isError ? <Alert type="error" showIcon message={p("error")} style={{ marginBottom: 12 }} /> : null}
      <Typography.Paragraph type="secondary" aria-live="polite" style={{ marginBottom: 8 }}>
        {p("count", { count: timeline?.count ?? 0 })} · {p(canEdit ? "gridHelpEdit" : "gridHelp")}
      </Typography.Paragraph>
      {query.isLoading ? (
        <Spin aria-busy="true" />
      ) : timeline && timeline.rows.length > 0 ? (
        <PlanningGrid
          rows={timeline.rows}
          days={period.days}
          label={p("gridLabel", { period: periodTitle(period) })}
          onOpen={(key) => navigate(`/planning/${encodeURIComponent(key)}`)}
          onOpenUnavailability={unavailability.open}
          onAddUnavailability={canEdit ? unavailability.add : undefined}
        />
      ) : query.isError ? null : (
        <Typography.Paragraph>{p("empty")}</Typography.Paragraph>
      )}
      <UnavailabilityModal {...unavailability.modalProps} onSaved={() => void query.refetch()} />
    </ListPage>
  );
};
