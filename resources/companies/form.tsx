// The company fields shared by creation and edition, with the schema's French rules. « Statut »
// offers the saved status and what the user's roles may reach from it (status-moves.ts, over
// public.status_transition), never « Bloqué »: blocking asks a motif, sent by the status card's
// « Bloquer ». « Groupe » offers the workspace's groups and, for the roles that may create one,
// « Nouveau groupe », which saves the group and selects it (the company joins it when saved).
// « Adresse du siège » is the company's address; on creation « SIRET du siège » makes its
// head-office establishment (public.save_company saves the three at once).
import { FormDuplicatesAlert } from "../../src/domain/merge/duplicates.tsx";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { AutoComplete, Col, Form, Input, Row, Select, Space, type FormProps } from "antd";
import { useId, useState } from "react";
import { StatusFormItems } from "../../src/components/status/status-form-items.tsx";
import { t } from "../../src/i18n/index.ts";
import {
  COMPANY_STATUS_STYLE,
  LEGAL_FORMS,
  legalFormMatches,
  type CompanyStatus,
} from "../../src/domain/companies/constants.ts";
import { useCompanyTransitions } from "./hooks.ts";
import { useCompanyGroupsSelect } from "../../src/domain/companies/lookups.ts";
import { NafFormItems } from "./naf-select.tsx";
import { agreementName } from "../../src/domain/companies/collective-agreements.ts";
import { companySchema, headOfficeSiretError, type CompanyFormValues } from "./schema.ts";
import { AddressField } from "../../src/components/address/address-field.tsx";
import { companyStatusChoices } from "./status-moves.ts";
import { useRoles } from "../../src/session/use-status-choices.ts";
import { phoneValueProps } from "../../src/lib/phone/format-phone.ts";
import { CompanyGroupCreateButton } from "../company-groups/public/create.tsx";
import type { CompanyGroupRef } from "../../src/domain/companies/types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").companiesFr.fields) => t(`resources.companies.fields.${key}`);
const rule = (field: keyof CompanyFormValues) => [zodRule(companySchema, field)];
const LEGAL_FORM_OPTIONS = LEGAL_FORMS.map((value) => ({ value }));

/** The IDCC and, once four digits are typed, its agreement's name, or that it is outside the list. */
const IdccField = () => {
  const idcc = Form.useWatch<string | null>("idcc", Form.useFormInstance());
  const name = agreementName(idcc);
  return (
    <Form.Item
      name="idcc"
      label={f("idcc")}
      rules={rule("idcc")}
      extra={
        name === undefined
          ? f("idccHelp")
          : name === null
            ? t("resources.companies.fields.idccUnknown")
            : t("resources.companies.fields.idccName", { name })
      }
      validateTrigger="onBlur"
    >
      <Input inputMode="numeric" maxLength={4} autoComplete="off" />
    </Form.Item>
  );
};

/**
 * « Groupe » and, beside it, « Nouveau groupe »: the new group is selected at once, and kept among
 * the options until the list read again holds it.
 */
const GroupField = () => {
  const form = Form.useFormInstance();
  const groups = useCompanyGroupsSelect(Form.useWatch<string | null>("company_group_id", form));
  const [created, setCreated] = useState<CompanyGroupRef>();
  const id = useId();
  const options = groups.selectProps.options ?? [];
  const withCreated =
    created && !options.some((option) => option.value === created.id)
      ? [...options, { value: created.id, label: created.name }]
      : options;
  return (
    <Form.Item label={f("group")} htmlFor={id}>
      <Space.Compact style={{ width: "100%" }}>
        <Form.Item name="company_group_id" noStyle>
          <Select {...groups.selectProps} id={id} options={withCreated} allowClear style={{ width: "100%" }} />
        </Form.Item>
        <CompanyGroupCreateButton
          hint
          onCreated={(group) => {
            setCreated(group);
            form.setFieldValue("company_group_id", group.id);
          }}
        />
      </Space.Compact>
    </Form.Item>
  );
};

/** The head office's SIRET, checked against the SIREN typed above it. */
const HeadOfficeSiretField = () => (
  <Form.Item
    name="head_office_siret"
    label={f("headOfficeSiret")}
    extra={f("headOfficeSiretHelp")}
    dependencies={["siren"]}
    validateTrigger="onBlur"
    rules={[
      ({ getFieldValue }) => ({
        validator: async (_, value: string | null | undefined) => {
          const error = headOfficeSiretError(value, getFieldValue("siren") as string | null | undefined);
          if (error) throw new Error(error);
        },
      }),
    ]}
  >
    <Input inputMode="numeric" autoComplete="off" />
  </Form.Item>
);

/** What public.likely_duplicates compares a company on. */
const DUPLICATE_FIELDS = ["name", "siren"] as const;

/** `status`: the edited company's (none when creating: the statuses a company is created at). */
export const CompanyForm = ({ formProps, status }: { formProps: FormProps; status?: CompanyStatus }) => {
  const choices = companyStatusChoices(useCompanyTransitions(), status ?? null, useRoles());
  return (
    <Form {...formProps} layout="vertical">
      {status ? null : <FormDuplicatesAlert entity="company" form={formProps.form} fields={DUPLICATE_FIELDS} />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={f("name")}
            rules={[{ required: true, whitespace: true, message: t("components.form.required") }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="siren" label={f("siren")} rules={rule("siren")} validateTrigger="onBlur">
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <StatusFormItems label={f("status")} choices={choices} style={COMPANY_STATUS_STYLE} />
        </Col>
        <Col xs={24}>
          <NafFormItems label={f("nafCode")} rules={rule("naf_code")} />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="legal_form" label={f("legalForm")}>
            <AutoComplete
              options={LEGAL_FORM_OPTIONS}
              filterOption={(typed, option) => !!option && legalFormMatches(typed, option.value)}
              defaultActiveFirstOption
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <IdccField />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="phone_number" label={f("phone")} getValueProps={phoneValueProps}>
            <Input type="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="billing_email"
            label={f("billingEmail")}
            rules={rule("billing_email")}
            validateTrigger="onBlur"
          >
            <Input type="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="website" label={f("website")}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <GroupField />
        </Col>
        <Col xs={24} md={status ? 24 : 16}>
          <Form.Item name="address" label={f("headOfficeAddress")}>
            <AddressField />
          </Form.Item>
        </Col>
        {status ? null : (
          <Col xs={24} md={8}>
            <HeadOfficeSiretField />
          </Col>
        )}
      </Row>
      <SubmitOnEnter />
    </Form>
  );
};
