// The contract fields shared by creation, edition and amendments (docs/rules/contracts.md#contract), in the guided
// order of the document: parties, motif, dates, workplace and schedule, pay, risks and PPE,
// medical surveillance, pricing (for the roles that see coefficients) and the computed values.
// The rules are the schema's (schema.ts), the dated legal ones the database's. It warns when
// the client (its company, else its mission's) is blocked (impayés / hors encours) or has no
// active contract signatory or validator.
import { useSelect } from "@refinedev/antd";
import { Col, Divider, Form, Input, Row, Select, type FormProps } from "antd";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { CompanySelect } from "../../src/domain/companies/company-select.tsx";
import { useJobsSelect } from "../../src/domain/jobs/jobs-select.ts";
import {
  CONTRACT_TYPES,
  CONTRACT_TYPE_STYLE,
  EMPLOYEE_STATUSES,
  EMPLOYEE_STATUS_STYLE,
} from "../../src/domain/contracts/constants.ts";
import { ContractTermsFields, PayFields, PricingFields, RiskFields } from "./form-sections.tsx";
import { useContractCompanyId } from "./hooks.ts";
import { useTalentsSelect } from "../../src/domain/talents/talents-select.ts";
import { ClientRolesAlert } from "../contacts/public/client-roles-alert.tsx";
import { CompanyBlockedAlert } from "../../src/domain/companies/blocked-alert.tsx";
import { ContractPreviewPanel } from "./preview-panel.tsx";
import type { Json } from "../../src/database.types.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { cross, f, s } from "./form-helpers.ts";
import { contractSchema, type ContractFormValues, type PricingRights } from "./schema.ts";
import { OwnerSelect } from "../../src/domain/team/owner-select.tsx";

const useMissionSelect = (companyId: string | null | undefined, missionId: string | null | undefined) =>
  useSelect<{ id: string; reference: string; job_name: string }>({
    liveMode: "off",
    resource: "mission",
    optionLabel: (m) => `${m.reference} · ${m.job_name}`,
    optionValue: "id",
    defaultValue: missionId ?? undefined,
    filters: companyId ? [{ field: "company_id", operator: "eq", value: companyId }] : [],
    sorters: [{ field: "created_at", order: "desc" }],
    onSearch: (value) => [{ field: "reference", operator: "contains", value }],
    pagination: { pageSize: 50, mode: "server" },
    meta: { select: "id, reference, job_name" },
  });

export const ContractForm = ({
  formProps,
  name,
  rights,
  lockParties = false,
  previewBase,
  clientWarning = true,
  formName = "contract",
}: {
  formProps: FormProps;
  /** the form's accessible name (the modal's or the card's title) */
  name: string;
  rights: PricingRights;
  /** an amendment keeps the contract's talent, client and motif (docs/rules/contracts.md#motif-unchanged) */
  lockParties?: boolean;
  /** what the preview sends besides the fields: the edited contract's id, an amendment's columns */
  previewBase?: Record<string, Json>;
  /** the warning when the client has no active signatory or validator (the detail shows its own) */
  clientWarning?: boolean;
  /** prefixes the fields' ids: another name when the form opens over a page holding one (an amendment's modal) */
  formName?: string;
}) => {
  const [form] = Form.useForm<ContractFormValues>(formProps.form);
  const initial = formProps.initialValues as Partial<ContractFormValues> | undefined;
  const company = Form.useWatch("company_id", form);
  const client = useContractCompanyId(company, Form.useWatch("mission_id", form));
  const talents = useTalentsSelect(initial?.talent_id);
  const missions = useMissionSelect(company, initial?.mission_id);
  const jobs = useJobsSelect();
  return (
    // a form name prefixes the fields' ids: the list's filter bar has fields of the same names
    <Form {...formProps} form={form} name={formName} layout="vertical" aria-label={name}>
      {clientWarning ? <CompanyBlockedAlert companyId={client} /> : null}
      {clientWarning ? <ClientRolesAlert companyId={client} /> : null}
      <Divider orientation="left">{s("parties")}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {/* a validator, not `required`: antd would put aria-required on the select's wrapper, which axe refuses */}
          <Form.Item name="talent_id" label={f("talent")} rules={[zodRule(contractSchema, "talent_id")]}>
            <Select {...talents.selectProps} showSearch disabled={lockParties} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="company_id" label={f("company")} rules={cross("company_id")} dependencies={["mission_id"]}>
            <CompanySelect allowClear disabled={lockParties} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mission_id" label={f("mission")}>
            <Select {...missions.selectProps} allowClear showSearch disabled={lockParties} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contract_type" label={f("contractType")}>
            <Select options={enumOptions(CONTRACT_TYPES, CONTRACT_TYPE_STYLE)} disabled={lockParties} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="job_id" label={f("job")}>
            <Select
              {...jobs.selectProps}
              allowClear
              showSearch
              onChange={(value, option) => {
                const label = (option as { label?: string } | undefined)?.label;
                if (label && !form.getFieldValue("job_name")) form.setFieldValue("job_name", label);
                jobs.selectProps.onChange?.(value, option);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="job_name" label={f("jobName")}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="qualification_level" label={f("qualificationLevel")}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="employee_status" label={f("employeeStatus")}>
            <Select options={enumOptions(EMPLOYEE_STATUSES, EMPLOYEE_STATUS_STYLE)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="owner_id" label={f("owner")}>
            <OwnerSelect />
          </Form.Item>
        </Col>
      </Row>
      <ContractTermsFields lockReason={lockParties} />
      <PayFields />
      <RiskFields />
      {rights.canSeePricing ? <PricingFields canOverride={rights.canOverride} /> : null}
      <Divider orientation="left">{s("preview")}</Divider>
      <ContractPreviewPanel showBillingRate={rights.canSeePricing} base={previewBase} readOnly={!!formProps.disabled} />
      <SubmitOnEnter />
    </Form>
  );
};
