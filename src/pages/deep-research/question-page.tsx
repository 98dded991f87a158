// /talents/deep-research: the recruiter describes the profile in one French sentence or keywords,
// with the structured criteria if they wish; « Analyser » opens /refine with all of it in the URL,
// where the sentence is read into terms and criteria (docs/rules/talents-documents.md#deep-research).
import { Alert, Button, Card, Form, Input, Space, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useCommune } from "../../domain/talent-search/commune.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { t } from "../../i18n/index.ts";
import { CriteriaFields, criteriaToValues, valuesToCriteria, type CriteriaValues } from "./criteria-fields.tsx";
import { IndexFigures } from "./index-figures.tsx";
import { hasSearch, parseState, REFINE_PATH, urlOf } from "./state.ts";

type Values = CriteriaValues & { q?: string };

export const DeepResearchQuestionPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = useMemo(() => parseState(params), [params]);
  const commune = useCommune(back.city);
  const initial = useMemo<Values>(() => ({ q: back.q, ...criteriaToValues(back, commune.data) }), [back, commune.data]);
  const [form] = Form.useForm<Values>();
  const [empty, setEmpty] = useState(false);
  // the URL's commune arrives after its data loads: show it once known
  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  const analyse = (values: Values) => {
    const state = { q: values.q?.trim() || undefined, terms: [], page: 1, ...valuesToCriteria(values) };
    if (!state.q && !hasSearch(state)) return setEmpty(true);
    void navigate(urlOf(REFINE_PATH, state));
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <PageTitle>{t("routes.deepResearch")}</PageTitle>
      <Typography.Paragraph type="secondary">{t("research.question.intro")}</Typography.Paragraph>
      <IndexFigures />
      <Card>
        <Form<Values>
          form={form}
          name="deep-research-question"
          layout="vertical"
          role="search"
          aria-label={t("routes.deepResearch")}
          initialValues={initial}
          onFinish={analyse}
          onValuesChange={() => setEmpty(false)}
        >
          <Form.Item name="q" label={t("research.question.sentence")}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={500}
              placeholder={t("research.question.placeholder")}
              onPressEnter={(event) => {
                // Enter analyses, Shift+Enter goes to the next line
                if (!event.shiftKey) {
                  event.preventDefault();
                  form.submit();
                }
              }}
            />
          </Form.Item>
          <CriteriaFields />
          {empty ? (
            <Alert
              type="warning"
              showIcon
              role="alert"
              message={t("research.question.required")}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Button type="primary" htmlType="submit">
            {t("research.question.analyse")}
          </Button>
        </Form>
      </Card>
    </Space>
  );
};
