// The mission fields shared by creation and edition (domain §2.1 for its kind): an order asks
// its motif and justification, term, worksite, pay and coefficient (the billing rate computed
// beside it) and the attestations; the rules are the schema's (schema.ts), the dated legal
// ones the database's.
import { useSelect } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import {
  Button,
  Checkbox,
  Col,
  Divider,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Typography,
  type FormProps,
  type FormRule,
} from "antd";
import { AddressField } from "../../src/components/address/address-field.tsx";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { useJobsSelect, useTeamMembersSelect } from "../talents/hooks.ts";
import {
  BONUS_TYPES,
  BONUS_TYPE_STYLE,
  BONUS_UNITS,
  BONUS_UNIT_STYLE,
  CONTRACT_REASONS,
  CONTRACT_REASON_STYLE,
  JOB_RISKS,
  JOB_RISK_STYLE,
  MISSION_PRIORITIES,
  MISSION_PRIORITY_STYLE,
  PPE_ITEMS,
  PPE_ITEM_STYLE,
  QUALIFICATION_TYPES,
  QUALIFICATION_TYPE_STYLE,
} from "./constants.ts";
import { useAgenciesSelect } from "./hooks.ts";
import { billingRate, missionFieldError, missionSchema, type MissionField, type MissionFormValues } from "./schema.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").missionsFr.fields) => t(`resources.missions.fields.${key}`);
const s = (key: keyof typeof import("./i18n.fr.ts").missionsFr.sections) => t(`resources.missions.sections.${key}`);
const own = (field: keyof typeof missionSchema.shape): FormRule[] => [zodRule(missionSchema, field)];
const multi = { mode: "multiple" as const, allowClear: true };

/**
 * A cross-field rule (schema.ts): re-run when the fields it depends on change. Selects get no
 * `required` mark: antd would put aria-required on their wrapper div, which axe refuses.
 */
const cross = (field: MissionField, isClientOrder: boolean): FormRule[] => [
  ({ getFieldsValue }) => ({
    validator: async () => {
      const message = missionFieldError(
        { ...(getFieldsValue(true) as MissionFormValues), is_client_order: isClientOrder },
        field,
      );
      if (message) throw new Error(message);
    },
  }),
];
const DEPENDS: MissionField[] = ["contract_reason", "is_precise_term", "start_date", "is_risky_position"];

const useCompanySelect = (companyId?: string | null) =>
  useSelect<{ id: string; name: string }>({
    liveMode: "off",
    resource: "company",
    optionLabel: "name",
    optionValue: "id",
    defaultValue: companyId ?? undefined,
    sorters: [{ field: "name", order: "asc" }],
    onSearch: (value) => [{ field: "name", operator: "contains", value }],
    pagination: { pageSize: 50, mode: "server" },
  });

/** Pay × coefficient, read aloud when it changes. */
const BillingRate = () => {
  const form = Form.useFormInstance<MissionFormValues>();
  const wage = Form.useWatch("hourly_wage", form);
  const coefficient = Form.useWatch("coefficient", form);
  const rate = billingRate(wage, coefficient);
  return (
    <Form.Item label={f("billingRate")}>
      <Typography.Text strong aria-live="polite" data-testid="billing-rate">
        {rate == null ? "—" : t("resources.missions.fields.billingRateValue", { value: formatMoney(rate) })}
      </Typography.Text>
    </Form.Item>
  );
};

const OrderFields = ({ isClientOrder }: { isClientOrder: boolean }) => {
  const form = Form.useFormInstance<MissionFormValues>();
  const precise = Form.useWatch("is_precise_term", form) !== false;
  const reason = Form.useWatch("contract_reason", form);
  const risky = Form.useWatch("is_risky_position", form);
  const rule = (field: MissionField) => cross(field, isClientOrder);
  // coefficients are for accounting, CSMs, consultants and developers (mission_pricing's RLS)
  const { data: pricing } = useCan({ resource: "contract_pricing", action: "show" });
  const seesCoefficient = pricing?.can === true;
  return (
    <>
      <Divider orientation="left">{s("terms")}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="contract_reason" label={f("reason")} rules={rule("contract_reason")}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={enumOptions(CONTRACT_REASONS, CONTRACT_REASON_STYLE)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contract_reason_justification"
            label={f("reasonJustification")}
            extra={f("reasonJustificationHelp")}
            rules={rule("contract_reason_justification")}
            dependencies={["contract_reason"]}
          >
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="start_date" label={f("startDate")} rules={rule("start_date")} required={isClientOrder}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="is_precise_term"
            label={f("isPreciseTerm")}
            valuePropName="checked"
            rules={rule("is_precise_term")}
            dependencies={["contract_reason"]}
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          {precise ? (
            <Form.Item
              name="end_date"
              label={f("endDate")}
              rules={rule("end_date")}
              dependencies={DEPENDS}
              required={isClientOrder}
            >
              <Input type="date" />
            </Form.Item>
          ) : (
            <Form.Item
              name="minimum_duration_days"
              label={f("minimumDuration")}
              rules={rule("minimum_duration_days")}
              dependencies={DEPENDS}
              required
            >
              <InputNumber min={1} max={1100} style={{ width: "100%" }} />
            </Form.Item>
          )}
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="number_of_open_positions" label={f("positions")} rules={own("number_of_open_positions")}>
            <InputNumber min={1} max={500} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
      </Row>

      <Divider orientation="left">{s("worksite")}</Divider>
      <Form.Item name="address" label={f("worksite")} rules={rule("address")} required={isClientOrder}>
        <AddressField />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="schedule" label={f("schedule")}>
            <Input placeholder={f("schedulePlaceholder")} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="working_hours" label={f("workingHours")} rules={own("working_hours")}>
            <InputNumber min={1} max={48} step={0.5} decimalSeparator="," suffix="h" style={{ width: "100%" }} />
          </Form.Item>
        </Col>
      </Row>

      <Divider orientation="left">{s("pay")}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item
            name="hourly_wage"
            label={f("hourlyWage")}
            rules={[...own("hourly_wage"), ...rule("hourly_wage")]}
            required={isClientOrder}
          >
            <InputNumber min={0} step={0.01} decimalSeparator="," style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        {seesCoefficient ? (
          <>
            <Col xs={24} md={6}>
              <Form.Item
                name="coefficient"
                label={f("coefficient")}
                rules={[...own("coefficient"), ...rule("coefficient")]}
                required={isClientOrder}
              >
                <InputNumber min={1} max={5} step={0.01} decimalSeparator="," style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <BillingRate />
            </Col>
          </>
        ) : null}
        <Col xs={24} md={6}>
          <Form.Item name="reference_hourly_wage" label={f("referenceWage")} rules={own("reference_hourly_wage")}>
            <InputNumber min={0} step={0.01} decimalSeparator="," style={{ width: "100%" }} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text id="bonuses-label">{f("bonuses")}</Typography.Text>
      <Form.List name="bonuses">
        {(fields, { add, remove }) => (
          <div role="group" aria-labelledby="bonuses-label" style={{ marginTop: 8 }}>
            {fields.map((field) => (
              <Space key={field.key} wrap align="baseline">
                <Form.Item
                  name={[field.name, "type"]}
                  label={f("bonusType")}
                  rules={[{ required: true, message: t("resources.missions.validation.bonus") }]}
                >
                  <Select style={{ minWidth: 150 }} options={enumOptions(BONUS_TYPES, BONUS_TYPE_STYLE)} />
                </Form.Item>
                <Form.Item
                  name={[field.name, "amount"]}
                  label={f("bonusAmount")}
                  rules={[
                    { required: true, type: "number", min: 0.01, message: t("resources.missions.validation.bonus") },
                  ]}
                >
                  <InputNumber min={0} step={0.01} decimalSeparator="," />
                </Form.Item>
                <Form.Item name={[field.name, "unit"]} label={f("bonusUnit")} initialValue="day">
                  <Select style={{ minWidth: 120 }} options={enumOptions(BONUS_UNITS, BONUS_UNIT_STYLE)} />
                </Form.Item>
                <Form.Item name={[field.name, "subject_to_contributions"]} valuePropName="checked" initialValue={true}>
                  <Checkbox>{f("bonusSubject")}</Checkbox>
                </Form.Item>
                <Button onClick={() => remove(field.name)}>{f("removeBonus")}</Button>
              </Space>
            ))}
            <Form.Item>
              <Button onClick={() => add({ unit: "day", subject_to_contributions: true })}>{f("addBonus")}</Button>
            </Form.Item>
          </div>
        )}
      </Form.List>

      <Divider orientation="left">{s("safety")}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="required_qualifications" label={f("qualifications")}>
            <Select {...multi} options={enumOptions(QUALIFICATION_TYPES, QUALIFICATION_TYPE_STYLE)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="ppe_required" label={f("ppe")}>
            <Select {...multi} options={enumOptions(PPE_ITEMS, PPE_ITEM_STYLE)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="is_risky_position" valuePropName="checked">
            <Checkbox>{f("riskyPosition")}</Checkbox>
          </Form.Item>
        </Col>
        {risky ? (
          <>
            <Col xs={24} md={18}>
              <Form.Item name="job_risk_types" label={f("riskTypes")}>
                <Select {...multi} options={enumOptions(JOB_RISKS, JOB_RISK_STYLE)} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="job_risks" label={f("risksDescription")} rules={rule("job_risks")} required>
                <Input.TextArea rows={2} />
              </Form.Item>
            </Col>
          </>
        ) : null}
      </Row>

      {isClientOrder ? (
        <>
          <Divider orientation="left">{s("attestations")}</Divider>
          <Form.Item
            name="striker_replacement_attested"
            valuePropName="checked"
            rules={rule("striker_replacement_attested")}
          >
            <Checkbox aria-required>{f("strikerAttestation")}</Checkbox>
          </Form.Item>
          {reason === "activity_increase" ? (
            <Form.Item
              name="economic_dismissal_attested"
              valuePropName="checked"
              rules={rule("economic_dismissal_attested")}
              dependencies={["contract_reason"]}
            >
              <Checkbox aria-required>{f("economicDismissalAttestation")}</Checkbox>
            </Form.Item>
          ) : null}
        </>
      ) : null}
    </>
  );
};

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
  const owners = useTeamMembersSelect();
  const [form] = Form.useForm<MissionFormValues>(formProps.form);
  const company = Form.useWatch("company_id", form);
  const agencies = useAgenciesSelect(company);
  return (
    // a form name prefixes the fields' ids: the list's filter bar has fields of the same names
    <Form {...formProps} form={form} name="mission" layout="vertical" aria-label={name}>
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
                const label = (option as { label?: string } | undefined)?.label;
                if (label && !form.getFieldValue("job_name")) form.setFieldValue("job_name", label);
                jobs.selectProps.onChange?.(value, option as never);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="job_name"
            label={f("jobName")}
            rules={[{ required: true, whitespace: true, message: t("components.form.required") }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="owner_id" label={f("owner")}>
            <Select allowClear showSearch optionFilterProp="label" options={owners.options} loading={owners.loading} />
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
      <OrderFields isClientOrder={isClientOrder} />
      <SubmitOnEnter />
    </Form>
  );
};
