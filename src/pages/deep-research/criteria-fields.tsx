// The structured criteria of deep research, as fields of the surrounding form (the question and
// /refine): jobs, cards, a radius around a commune, availability by a date, contract types — the
// super-search's building blocks (job select, city picker, date field).
import { Col, Form, InputNumber, Row, Select } from "antd";
import { useJobsSelect } from "../../domain/jobs/jobs-select.ts";
import { CitySelect } from "../../components/address/city-select.tsx";
import { DateField } from "../../components/date-picker/date-field.tsx";
import { t } from "../../i18n/index.ts";
import { dayjs, type Dayjs } from "../../lib/dates/dayjs.ts";
import { enumStyle } from "../../lib/enums/labels.ts";
import type { Commune } from "../../lib/geo/communes.ts";
import { cardOptions } from "./hooks.ts";
import type { ContractType, DocumentType } from "./reader.ts";
import { CONTRACT_TYPES, DEFAULT_RADIUS_KM, MAX_RADIUS_KM, type DeepResearchState } from "./state.ts";

const CONTRACTS = enumStyle("talent_contract_type");
const c = (key: keyof typeof import("./i18n.fr.ts").deepResearchFr.criteria) => t(`research.criteria.${key}`);
const multi = {
  mode: "multiple" as const,
  allowClear: true,
  maxTagCount: "responsive" as const,
  optionFilterProp: "label",
};

export type CriteriaValues = {
  jobIds?: string[];
  documentTypes?: DocumentType[];
  city?: Commune | null;
  radiusKm?: number | null;
  availableBy?: Dayjs | null;
  contractTypes?: ContractType[];
};

const nonEmpty = <T,>(values: T[] | undefined): T[] | undefined => (values?.length ? values : undefined);

/** The criteria of the state from the fields (the terms and the page are the caller's). */
export const valuesToCriteria = (v: CriteriaValues): Omit<DeepResearchState, "terms" | "page" | "q" | "read"> => ({
  jobIds: nonEmpty(v.jobIds),
  documentTypes: nonEmpty(v.documentTypes),
  city: v.city?.code,
  radiusKm: v.city ? v.radiusKm || undefined : undefined,
  availableBy: v.availableBy ? v.availableBy.format("YYYY-MM-DD") : undefined,
  contractTypes: nonEmpty(v.contractTypes),
});

/** The fields' values for the state (`commune`: the city's record once loaded). */
export const criteriaToValues = (s: DeepResearchState, commune?: Commune | null): CriteriaValues => ({
  jobIds: s.jobIds,
  documentTypes: s.documentTypes,
  city: commune ?? null,
  radiusKm: s.radiusKm ?? null,
  availableBy: s.availableBy ? dayjs(s.availableBy) : null,
  contractTypes: s.contractTypes,
});

export const CriteriaFields = () => {
  const jobs = useJobsSelect();
  const city = Form.useWatch("city", Form.useFormInstance());
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="jobIds" label={c("jobs")}>
          <Select {...jobs.selectProps} {...multi} aria-label={c("jobs")} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="documentTypes" label={c("documents")}>
          <Select {...multi} aria-label={c("documents")} options={cardOptions()} />
        </Form.Item>
      </Col>
      <Col xs={16} md={8}>
        <Form.Item name="city" label={c("city")}>
          <CitySelect aria-label={c("city")} />
        </Form.Item>
      </Col>
      <Col xs={8} md={4}>
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
        <Form.Item name="contractTypes" label={c("contracts")}>
          <Select
            {...multi}
            aria-label={c("contracts")}
            options={CONTRACT_TYPES.map((value) => ({ value, label: CONTRACTS[value]?.label ?? value }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
};

/** DateField under a Form.Item (which passes value and onChange). */
const DateFieldItem = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: Dayjs | null;
  onChange?: (v: Dayjs | null) => void;
}) => <DateField label={label} value={value ?? null} onChange={(v) => onChange?.(v)} />;
