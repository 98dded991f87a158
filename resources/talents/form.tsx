// The talent fields shared by creation (modal on the list) and edition (details tab), with the
// schema's French rules and the live duplicate warning (public.likely_duplicates: NIR, e-mail, phone,
// name + birth date; a link to the record and to the merge screen). The
// two statuses offer the saved value and what the user's roles may reach from it in the
// transition table (talent.qualification_status, talent.availability_status).
import { useEffect } from "react";
import { AddressField } from "../../src/components/address/address-field.tsx";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { StatusFormItems } from "../../src/components/status/status-form-items.tsx";
import { useStatusChoices } from "../../src/session/use-status-choices.ts";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select, type FormProps } from "antd";
import { t } from "../../src/i18n/index.ts";
import { dayjs } from "../../src/lib/dates/dayjs.ts";
import {
  AVAILABILITY_STATUSES,
  AVAILABILITY_STATUS_STYLE,
  CIVILITY_STYLE,
  CONSTRUCTION_TYPES,
  CONSTRUCTION_TYPE_STYLE,
  CONTRACT_TYPES,
  CONTRACT_TYPE_STYLE,
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_STYLE,
  QUALIFICATION_STATUSES,
  QUALIFICATION_STATUS_STYLE,
  type AvailabilityStatus,
  type QualificationStatus,
} from "../../src/domain/talents/constants.ts";
import { FormDuplicatesAlert } from "../../src/domain/merge/duplicates.tsx";
import { useJobsSelect } from "../../src/domain/jobs/jobs-select.ts";
import { CountrySelect } from "../../src/domain/countries/country-select.tsx";
import { talentSchema, type TalentFormValues } from "./schema.ts";
import { phoneValueProps } from "../../src/lib/phone/format-phone.ts";
import { warmPhoneNumbers } from "../../src/lib/phone/phone-rules.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").talentsFr.fields) => t(`resources.talents.fields.${key}`);
const rule = (field: keyof TalentFormValues) => [zodRule(talentSchema, field)];
/** Dates travel as ISO strings; antd's pickers want dayjs. */
const dateProps = {
  getValueProps: (v?: string | null) => ({ value: v ? dayjs(v) : null }),
  normalize: (v?: { format: (f: string) => string } | null) => (v ? v.format("YYYY-MM-DD") : null),
};

/** What public.likely_duplicates compares a talent on. */
const DUPLICATE_FIELDS = ["email", "phone_number", "first_name", "last_name", "birth_date"] as const;

/** The main job, then the others (public.save_talent stores the first as the main one). */
const JobFields = () => {
  const { selectProps } = useJobsSelect();
  const jobProps = {
    options: selectProps.options,
    loading: selectProps.loading,
    showSearch: true,
    optionFilterProp: "label" as const,
    allowClear: true,
  };
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="main_job_id" label={f("job")}>
          <Select {...jobProps} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="other_job_ids" label={f("otherJobs")}>
          <Select {...jobProps} mode="multiple" />
        </Form.Item>
      </Col>
    </>
  );
};

/** `saved`: the edited talent's statuses (none when creating: the statuses a talent is created at). */
export const TalentForm = ({
  formProps,
  exceptId,
  saved,
}: {
  formProps: FormProps;
  exceptId?: string;
  saved?: { qualification_status: QualificationStatus | null; availability_status: AvailabilityStatus | null };
}) => {
  useEffect(() => void warmPhoneNumbers(), []);
  const qualification = useStatusChoices("talent", {
    column: "qualification_status",
    statuses: QUALIFICATION_STATUSES,
    from: saved?.qualification_status,
  });
  const availability = useStatusChoices("talent", {
    column: "availability_status",
    statuses: AVAILABILITY_STATUSES,
    from: saved?.availability_status,
  });
  return (
    <Form {...formProps} layout="vertical">
      <FormDuplicatesAlert entity="talent" form={formProps.form} fields={DUPLICATE_FIELDS} exceptId={exceptId} />
      <Row gutter={16}>
        <Col xs={24} md={4}>
          <Form.Item name="civility" label={f("civility")}>
            <Select allowClear options={enumOptions(["mr", "mrs"] as const, CIVILITY_STYLE)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            name="first_name"
            label={f("firstName")}
            rules={[{ required: true, message: t("resources.talents.validation.nameRequired") }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            name="last_name"
            label={f("lastName")}
            rules={[{ required: true, message: t("resources.talents.validation.nameRequired") }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={f("email")} rules={rule("email")} validateTrigger="onBlur">
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="phone_number"
            label={f("phone")}
            rules={rule("phone_number")}
            validateTrigger="onBlur"
            getValueProps={phoneValueProps}
          >
            <Input type="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <JobFields />
        <Col span={24}>
          <Form.Item name="address" label={f("address")}>
            <AddressField />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="birth_date" label={f("birthDate")} {...dateProps}>
            <DatePicker format="DD/MM/YYYY" style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nationality_code" label={f("nationality")}>
            <CountrySelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <StatusFormItems
            name="qualification_status"
            label={f("qualificationStatus")}
            choices={qualification}
            style={QUALIFICATION_STATUS_STYLE}
          />
        </Col>
        <Col xs={24} md={8}>
          <StatusFormItems
            name="availability_status"
            label={f("availabilityStatus")}
            choices={availability}
            style={AVAILABILITY_STATUS_STYLE}
          />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="available_from" label={f("availableFrom")} {...dateProps}>
            <DatePicker format="DD/MM/YYYY" style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="experience_level" label={f("experienceLevel")}>
            <Select allowClear options={enumOptions(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_STYLE)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="wage" label={f("wage")} rules={rule("wage")}>
            <InputNumber min={0} step={0.01} decimalSeparator="," suffix="€" style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="mobility_radius_km" label={f("mobilityRadius")}>
            <InputNumber min={0} max={500} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contract_types" label={f("contractTypes")}>
            <Select mode="multiple" options={enumOptions(CONTRACT_TYPES, CONTRACT_TYPE_STYLE)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="construction_types" label={f("constructionTypes")}>
            <Select mode="multiple" options={enumOptions(CONSTRUCTION_TYPES, CONSTRUCTION_TYPE_STYLE)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="is_top_profile" valuePropName="checked" label=" ">
            <Checkbox>{f("topProfile")}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="is_benched" valuePropName="checked" label=" ">
            <Checkbox>{f("benched")}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <SubmitOnEnter />
    </Form>
  );
};
