// /talents/substitute-bench: today's needs (running contracts, orders starting within a week)
// and their ranked substitutes (public.substitute_bench), filtered by establishment, job, radius
// and the bench flag, the criteria in the URL. `?contract=<id>` (the contract page's
// « Remplacer ») narrows it to one contract; a candidate's « Préparer le contrat » opens the
// prepared replacement contract (replace-modal.tsx). The bench only suggests: the consultant acts.
import { useCan } from "@refinedev/core";
import { Alert, Button, Card, Checkbox, Form, Select, Skeleton, Space, Typography } from "antd";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageTitle } from "../../../src/components/page-title.tsx";
import { ListError } from "../../../src/components/table/list-states.tsx";
import { useAgenciesSelect } from "../../../src/domain/companies/agencies-select.ts";
import { useJobsSelect } from "../../../src/domain/jobs/jobs-select.ts";
import { criteriaToParams, parseCriteria, RADIUS_CHOICES, type BenchCriteria } from "./bench.utils.ts";
import { useSubstituteBench } from "./hooks.ts";
import { NeedCard } from "./need-card.tsx";
import { ReplacementContractModal, type ReplacementChoice } from "./replace-modal.tsx";
import { b } from "./text.ts";

type FilterValues = { agency?: string; job?: string; radius: number; benchedOnly: boolean };
const select = { allowClear: true, showSearch: true, optionFilterProp: "label", style: { minWidth: 200 } };

const BenchFilters = ({ criteria, onChange }: { criteria: BenchCriteria; onChange: (c: BenchCriteria) => void }) => {
  const agencies = useAgenciesSelect(undefined);
  const jobs = useJobsSelect();
  const [form] = Form.useForm<FilterValues>();
  const apply = (v: FilterValues) => onChange({ ...criteria, ...v });
  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      aria-label={b("filters.label")}
      initialValues={criteria}
      onFinish={apply}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="agency" label={b("filters.agency")}>
        <Select {...agencies.selectProps} {...select} />
      </Form.Item>
      <Form.Item name="job" label={b("filters.job")}>
        <Select {...jobs.selectProps} {...select} />
      </Form.Item>
      <Form.Item name="radius" label={b("filters.radius")}>
        <Select style={{ width: 96 }} options={RADIUS_CHOICES.map((km) => ({ value: km, label: String(km) }))} />
      </Form.Item>
      <Form.Item name="benchedOnly" valuePropName="checked">
        <Checkbox>{b("filters.benchedOnly")}</Checkbox>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {b("filters.apply")}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onChange({ contract: criteria.contract, radius: 30, benchedOnly: false });
          }}
        >
          {b("filters.reset")}
        </Button>
      </Space>
    </Form>
  );
};

export const SubstituteBenchPage = () => {
  const [params, setParams] = useSearchParams();
  const criteria = useMemo(() => parseCriteria(params), [params]);
  const bench = useSubstituteBench(criteria);
  const { data: canCreate } = useCan({ resource: "contract", action: "create" });
  const [choice, setChoice] = useState<ReplacementChoice | null>(null);
  const go = (next: BenchCriteria) => setParams(criteriaToParams(next));
  const only = criteria.contract ? bench.needs.find((n) => n.row.contract_id === criteria.contract) : undefined;

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <PageTitle>{b("title")}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {b("intro")}
      </Typography.Paragraph>
      {criteria.contract ? (
        <Alert
          type="info"
          showIcon
          message={b("forContract", { contract: only?.row.need_reference ?? "…" })}
          action={
            <Link
              to={{ search: new URLSearchParams(criteriaToParams({ ...criteria, contract: undefined })).toString() }}
            >
              {b("allNeeds")}
            </Link>
          }
        />
      ) : null}
      <Card>
        <BenchFilters key={params.toString()} criteria={criteria} onChange={go} />
      </Card>
      {bench.isError ? <ListError error={bench.error} /> : null}
      {bench.isLoading ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Text type="secondary" aria-live="polite">
            {bench.needs.length ? b("needs", { count: bench.needs.length }) : b("noNeeds")}
          </Typography.Text>
          {bench.needs.map((need) => (
            <NeedCard
              key={need.key}
              need={need}
              canReplace={!!canCreate?.can}
              onReplace={(n, c) =>
                n.row.contract_id &&
                setChoice({
                  contractId: n.row.contract_id,
                  talent: { id: c.talent_id, first_name: c.first_name, last_name: c.last_name },
                })
              }
            />
          ))}
        </>
      )}
      {choice ? <ReplacementContractModal choice={choice} onClose={() => setChoice(null)} /> : null}
    </Space>
  );
};
