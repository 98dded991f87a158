// The upload form's category and issue date, after its type: a medical notice's follow-up and
// aptitude (a closed list, required: the SIR check reads it, document-categories.ts), a CACES,
// clearance or licence category typed as written on it, the date it was issued.
import { DatePicker, Form, Input } from "antd";
import { FormSelect } from "../../../src/components/form/form-select.tsx";
import { t } from "../../../src/i18n/index.ts";
import { CATEGORY_EXAMPLES, MEDICAL_NOTICE_CATEGORIES } from "../document-categories.ts";
import type { TalentDocumentType } from "../../../src/domain/talents/constants.ts";

type Text = "category" | "issuedAt" | "medicalCategory" | "medicalCategoryRequired" | "categoryHint";
const d = (key: Text, vars?: Record<string, string>) => t(`resources.talents.documents.${key}`, vars);
const MEDICAL_OPTIONS = MEDICAL_NOTICE_CATEGORIES.map((value) => ({ value, label: value }));

export const DocumentCategoryFields = () => {
  const form = Form.useFormInstance();
  const type = Form.useWatch<TalentDocumentType | undefined>("type", form);
  const example = type ? CATEGORY_EXAMPLES[type] : undefined;
  return (
    <>
      {type === "medical_attestation" ? (
        <Form.Item
          name="category"
          label={d("medicalCategory")}
          rules={[{ required: true, message: d("medicalCategoryRequired") }]}
        >
          <FormSelect options={MEDICAL_OPTIONS} style={{ minWidth: 260 }} />
        </Form.Item>
      ) : example ? (
        <Form.Item name="category" label={d("category")}>
          <Input placeholder={d("categoryHint", { example })} />
        </Form.Item>
      ) : null}
      <Form.Item name="issued_at" label={d("issuedAt")}>
        <DatePicker format="DD/MM/YYYY" />
      </Form.Item>
    </>
  );
};
