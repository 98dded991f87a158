// /talents/deep-research/refine: what the reader understood of the sentence — the terms with
// their variants, the structured criteria — for the recruiter to correct before searching; the
// synonym dictionary at hand. « Lancer la recherche » opens /results with the whole state in the URL.
import { Alert, Button, Card, Form, Space, Spin, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCommune } from "../../../resources/talents/super-search/hooks.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { t } from "../../i18n/index.ts";
import { CriteriaFields, criteriaToValues, valuesToCriteria, type CriteriaValues } from "./criteria-fields.tsx";
import { useReaderRefs } from "./hooks.ts";
import { readSentence } from "./read-sentence.ts";
import { parseState, QUESTION_PATH, RESULTS_PATH, stateToParams, urlOf } from "./state.ts";
import { SynonymsButton } from "./synonyms-modal.tsx";
import { TermsEditor } from "./terms-editor.tsx";

export const DeepResearchRefinePage = () => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseState(params), [params]);
  const { refs, ready } = useReaderRefs();
  const [unknownCity, setUnknownCity] = useState<string>();

  useEffect(() => {
    if (state.read || !ready) return;
    let stale = false;
    void readSentence(state, refs).then((read) => {
      if (stale) return;
      setUnknownCity(read.unknownCity);
      setParams(stateToParams(read.state), { replace: true });
    });
    return () => {
      stale = true;
    };
  }, [state, refs, ready, setParams]);

  const commune = useCommune(state.city);
  const [form] = Form.useForm<CriteriaValues>();
  // the criteria go to the fields once read and once their commune is known, not at each term's edit
  const criteriaKey = stateToParams({ ...state, q: undefined, terms: [], page: 1 }).toString();
  const initial = useMemo(
    () => criteriaToValues(parseState(new URLSearchParams(criteriaKey)), commune.data),
    [criteriaKey, commune.data],
  );
  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  if (!state.read)
    return (
      <Space role="status">
        <Spin />
        <Typography.Text>{t("research.refine.reading")}</Typography.Text>
      </Space>
    );

  const launch = (values: CriteriaValues) =>
    void navigate(urlOf(RESULTS_PATH, { ...state, ...valuesToCriteria(values), page: 1 }));

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <PageTitle>{t("routes.deepResearchRefine")}</PageTitle>
      <Typography.Paragraph type="secondary">{t("research.refine.intro")}</Typography.Paragraph>
      {state.q ? <Typography.Paragraph>{t("research.refine.sentence", { q: state.q })}</Typography.Paragraph> : null}
      {unknownCity ? (
        <Alert type="warning" showIcon message={t("research.refine.cityNotFound", { name: unknownCity })} />
      ) : null}
      <Card
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t("research.refine.terms")}</h2>}
        extra={<SynonymsButton />}
      >
        <TermsEditor
          terms={state.terms}
          synonyms={refs.synonyms}
          onChange={(terms) => setParams(stateToParams({ ...state, terms }), { replace: true })}
        />
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t("research.criteria.label")}</h2>}>
        <Form<CriteriaValues> form={form} layout="vertical" initialValues={initial} onFinish={launch}>
          <CriteriaFields />
          <Space wrap>
            <Button type="primary" htmlType="submit">
              {t("research.refine.launch")}
            </Button>
            <Link to={urlOf(QUESTION_PATH, { ...state, read: undefined, terms: [] })}>{t("research.refine.back")}</Link>
          </Space>
        </Form>
      </Card>
    </Space>
  );
};
