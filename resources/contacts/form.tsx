// The contact fields shared by creation and edition; « Statut » offers the saved status and what
// the user's roles may reach from it in the transition table (Archivé: CSMs only).
import { useEffect } from "react";
import { FormDuplicatesAlert } from "../../src/domain/merge/duplicates.tsx";
import { Col, Form, Input, Row, Select, type FormProps } from "antd";
import { StatusFormItems } from "../../src/components/status/status-form-items.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { useStatusChoices } from "../../src/session/use-status-choices.ts";
import { t } from "../../src/i18n/index.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { CompanySelect } from "../../src/domain/companies/company-select.tsx";
import {
  CONTACT_CIVILITY_STYLE,
  CONTACT_ROLES,
  CONTACT_ROLE_STYLE,
  CONTACT_STATUSES,
  CONTACT_STATUS_STYLE,
} from "../../src/domain/contacts/constants.ts";
import { contactSchema, signerWithoutEmail, type ContactFormValues } from "./schema.ts";
import { phoneValueProps } from "../../src/lib/phone/format-phone.ts";
import { warmPhoneNumbers } from "../../src/lib/phone/phone-rules.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").contactsFr.fields) => t(`resources.contacts.fields.${key}`);
const rule = (field: keyof ContactFormValues) => [zodRule(contactSchema, field)];
/** Mirrors the database's "e-mail or phone" rule on the e-mail field. */
const reachable = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_: unknown, email?: string | null) => {
    const phone = getFieldValue("phone_number") as string | null | undefined;
    if (!email?.trim() && !phone?.trim()) throw new Error(t("resources.contacts.validation.reachable"));
  },
});
/** Mirrors the database's "a signer has an e-mail" rule on the e-mail field. */
const signerEmail = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_: unknown, email?: string | null) => {
    const roles = getFieldValue("roles") as ContactFormValues["roles"];
    if (signerWithoutEmail({ email, roles })) throw new Error(t("resources.contacts.validation.signerEmail"));
  },
});

/** What public.likely_duplicates compares a contact on. */
const DUPLICATE_FIELDS = ["email", "phone_number", "first_name", "last_name", "company_id"] as const;

type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** `status`: the edited contact's (none when creating: the statuses a contact is created at). */
export const ContactForm = ({
  formProps,
  lockCompany,
  status,
}: {
  formProps: FormProps;
  lockCompany?: boolean;
  status?: ContactStatus;
}) => {
  useEffect(() => void warmPhoneNumbers(), []);
  const statuses = useStatusChoices("contact", { statuses: CONTACT_STATUSES, from: status ?? null });
  return (
    <Form {...formProps} layout="vertical">
      {status ? null : <FormDuplicatesAlert entity="contact" form={formProps.form} fields={DUPLICATE_FIELDS} />}
      <Row gutter={16}>
        <Col xs={24} md={4}>
          <Form.Item name="civility" label={f("civility")}>
            <Select allowClear options={enumOptions(["mr", "mrs", "entity"] as const, CONTACT_CIVILITY_STYLE)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="first_name" label={f("firstName")}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="last_name" label={f("lastName")}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="job_title" label={f("jobTitle")}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="company_id"
            label={f("company")}
            rules={[{ required: true, message: t("resources.contacts.validation.company") }]}
          >
            <CompanySelect disabled={lockCompany} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={f("email")}
            rules={[...rule("email"), reachable, signerEmail]}
            dependencies={["phone_number", "roles"]}
            validateTrigger="onBlur"
          >
            <Input type="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="phone_number"
            label={f("phone")}
            rules={rule("phone_number")}
            validateTrigger="onBlur"
            getValueProps={phoneValueProps}
          >
            <Input type="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <StatusFormItems label={f("status")} choices={statuses} style={CONTACT_STATUS_STYLE} />
        </Col>
        <Col xs={24}>
          <Form.Item name="roles" label={f("roles")} extra={t("resources.contacts.rolesHelp")}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              options={enumOptions(CONTACT_ROLES, CONTACT_ROLE_STYLE)}
            />
          </Form.Item>
        </Col>
      </Row>
      <SubmitOnEnter />
    </Form>
  );
};
