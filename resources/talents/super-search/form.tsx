// The super-search's criteria form: text, jobs, a radius around a commune, availability by
// a date, statuses, qualification documents, level. Submitting writes the criteria to the URL.
import { Button, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space } from "antd";
import { useEffect } from "react";
import { CitySelect } from "../../../src/components/address/city-select.tsx";
import { DateField } from "../../../src/components/date-picker/date-field.tsx";
import { enumOptions } from "../../../src/components/table/columns.tsx";
import { t } from "../../../src/i18n/index.ts";
import {
  AVAILABILITY_STATUSES,
  AVAILABILITY_STATUS_STYLE,
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_STYLE,
  QUALIFICATION_STATUSES,
  QUALIFICATION_STATUS_STYLE,
} from "../../../src/domain/talents/constants.ts";
import { useJobsSelect } from "../../../src/domain/jobs/jobs-select.ts";
import {
  DEFAULT_RADIUS_KM,
  MAX_RADIUS_KM,
  QUALIFICATION_DOCUMENT_TYPES,
} from "../../../src/domain/talent-search/criteria.ts";
import { EMPTY_FORM_VALUES, type CriteriaFormValues } from "./form-values.ts";
import { enumStyle } from "../../../src/lib/enums/labels.ts";

const DOCUMENT_TYPES = enumStyle("document_type");

const c = (key: keyof typeof import("./i18n.fr.ts").superSearchFr.criteria) =>
  t(`resources.superSearch.criteria.${key}`);
const multi = {
  mode: "multiple" as const,
  allowClear: true,
  maxTagCount: "responsive" as const,
  optionFilterProp: "label",
};
const SEARCHABLE_STATUSES = QUALIFICATION_STATUSES.filter((s) => s !== "anonymized");

type Props = { initial: CriteriaFormValues; onSearch: (values: CriteriaFormValues) => void; onReset: () => void };

export const SuperSearchForm = ({ initial, onSearch, onReset }: Props) => {
  const [form] = Form.useForm<CriteriaFormValues>();
  const jobs = useJobsSelect();
  const city = Form.useWatch("city", form);
  // the URL's commune arrives after its data loads: show it once known
  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  return (
    <Form<CriteriaFormValues>
      form={form}
      layout="vertical"
      role="search"
      aria-label={c("label")}
      initialValues={initial}
      onFinish={onSearch}
    >
      <Row gutter={16}>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="q" label={c("text")}>
            <Input allowClear placeholder={c("textPlaceholder")} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="jobIds" label={c("jobs")}>
            <Select {...jobs.selectProps} {...multi} aria-label={c("jobs")} />
          </Form.Item>
        </Col>
        <Col xs={16} md={8} lg={5}>
          <Form.Item name="city" label={c("city")}>
            <CitySelect aria-label={c("city")} />
          </Form.Item>
        </Col>
        <Col xs={8} md={4} lg={3}>
          <Form.Item name="radiusKm" label={c("radius")}>
            <InputNumber
              min={1}
              max={MAX_RADIUS_KM}
              placeholder={String(DEFAULT_RADIUS_KM)}
              disabled={!city}
              aria-label={c("radius")}
              style={{ width: "100%" }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item name="availableBy" label={c("availableBy")}>
            <DateFieldItem label={c("availableBy")} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item name="availability" label={c("availability")}>
            <Select
              {...multi}
              aria-label={c("availability")}
              options={enumOptions(AVAILABILITY_STATUSES, AVAILABILITY_STATUS_STYLE)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item name="qualificationStatuses" label={c("qualificationStatus")}>
            <Select
              {...multi}
              aria-label={c("qualificationStatus")}
              options={enumOptions(SEARCHABLE_STATUSES, QUALIFICATION_STATUS_STYLE)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item name="experienceLevels" label={c("experience")}>
            <Select
              {...multi}
              aria-label={c("experience")}
              options={enumOptions(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_STYLE)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="documentTypes" label={c("documents")}>
            <Select
              {...multi}
              aria-label={c("documents")}
              options={QUALIFICATION_DOCUMENT_TYPES.map((value) => ({
                value,
                label: DOCUMENT_TYPES[value]?.label ?? value,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="includeBlacklisted" valuePropName="checked" label=" ">
            <Checkbox>{c("includeBlacklisted")}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" htmlType="submit">
          {c("search")}
        </Button>
        <Button
          onClick={() => {
            form.setFieldsValue(EMPTY_FORM_VALUES);
            onReset();
          }}
        >
          {c("reset")}
        </Button>
      </Space>
    </Form>
  );
};

/** DateField under a Form.Item (which passes value and onChange). */
const DateFieldItem = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: CriteriaFormValues["availableBy"];
  onChange?: (v: CriteriaFormValues["availableBy"]) => void;
}) => <DateField label={label} value={value ?? null} onChange={(v) => onChange?.(v)} />;
