// The mission fields shared by creation and edition (docs/rules/missions-applications.md#missions
// for its kind): an order asks its motif and justification, term, worksite, pay and coefficient
// (the billing rate computed beside it) and the attestations; the rules are the schema's
// (schema.ts), the dated legal ones the database's. The sections after the order are in
// form-sections.tsx and form-pay.tsx. An order warns when its client is blocked (impayés / hors
// encours) or has no active contract
// signatory or timesheet validator.
import { Col, Divider, Form, Input, Row, Select, type FormProps } from "antd";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { useJobsSelect } from "../../src/domain/jobs/jobs-select.ts";
import { MISSION_PRIORITIES, MISSION_PRIORITY_STYLE } from "../../src/domain/missions/constants.ts";
import { cross, f, JOB_NAME_RULES, nameAfterJob, s } from "./form-helpers.ts";
import { MissionPayFields } from "./form-pay.tsx";
import {
  MissionAttestationFields,
  MissionSafetyFields,
  MissionTermsFields,
  MissionWorksiteFields,
} from "./form-sections.tsx";
import { useCompanySelect } from "./hooks.ts";
import { useAgenciesSelect } from "../../src/domain/companies/agencies-select.ts";
import { ClientRolesAlert } from "../contacts/public/client-roles-alert.tsx";
import { CompanyBlockedAlert } from "../../src/domain/companies/blocked-alert.tsx";
import type { MissionFormValues } from "./schema.ts";
import { OwnerSelect } from "../../src/domain/team/owner-select.tsx";

export const MissionForm = ({
  formProps,
  isClientOrder,
  companyId,
  name,
}: {
  formProps: FormProps;
  isClientOrder: boolean;
  /** the form's accessible name (the modal's or the card's title) */
  name: string;
  /** the selected company, so that its name shows before the list of companies loads */
  companyId?: string | null;
}) => {
  const companies = useCompanySelect(companyId);
  const jobs = useJobsSelect();
  const [form] = Form.useForm<MissionFormValues>(formProps.form);
  const company = Form.useWatch("company_id", form);
  const agencies = useAgenciesSelect(company);
  return (
    // a form name prefixes the fields' ids: the list's filter bar has fields of the same names
    <Form {...formProps} form={form} name="mission" layout="vertical" aria-label={name}>
      <CompanyBlockedAlert companyId={company} />
      {isClientOrder ? <ClientRolesAlert companyId={company} /> : null}
      <Divider orientation="left">{s("order")}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="company_id" label={f("company")} rules={cross("company_id", isClientOrder)}>
            <Select {...companies.selectProps} allowClear showSearch />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="agency_id" label={f("agency")}>
            <Select {...agencies.selectProps} allowClear disabled={!company} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="job_id" label={f("job")}>
            <Select
              {...jobs.selectProps}
              allowClear
              showSearch
              onChange={(value, option) => {
                nameAfterJob(form, option);
                jobs.selectProps.onChange?.(value, option);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="job_name" label={f("jobName")} rules={JOB_NAME_RULES}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="owner_id" label={f("owner")}>
            <OwnerSelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="priority" label={f("priority")}>
            <Select options={enumOptions(MISSION_PRIORITIES, MISSION_PRIORITY_STYLE)} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label={f("description")}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
      </Row>
      <MissionTermsFields isClientOrder={isClientOrder} />
      <MissionWorksiteFields isClientOrder={isClientOrder} />
      <MissionPayFields isClientOrder={isClientOrder} />
      <MissionSafetyFields isClientOrder={isClientOrder} />
      {isClientOrder ? <MissionAttestationFields /> : null}
      <SubmitOnEnter />
    </Form>
  );
};
