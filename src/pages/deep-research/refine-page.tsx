// /talents/deep-research/refine: what the reader understood of the sentence — the terms with
// their variants, the structured criteria — for the recruiter to correct before searching; the
// synonym dictionary at hand. « Lancer la recherche » opens /results with the whole state in the URL.
import { Alert, Button, Card, Form, Space, Spin, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCommune } from "../../domain/talent-search/commune.ts";
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
  // the fields follow the URL's criteria (once read, once their commune is known, back from
  // /results), and a change in the fields goes to the URL at once: not at each term's edit
  const criteriaKey = stateToParams({ ...state, q: undefined, terms: [], page: 1 }).toString();
  const initial = useMemo(
    () => criteriaToValues(parseState(new URLSearchParams(criteriaKey)), commune.data),
    [criteriaKey, commune.data],
  );
  useEffect(() => {
    // the city picked here stays while its commune loads for the URL
    const current = form.getFieldValue("city") as CriteriaValues["city"];
    form.setFieldsValue({ ...initial, city: initial.city ?? (current?.code === state.city ? current : null) });
  }, [form, initial, state.city]);

  if (!state.read)
    return (
      <Space role="status">
        <Spin />
        <Typography.Text>{t("research.refine.reading")}</Typography.Text>
      </Space>
    );

  // the state with the fields' criteria; the URL's city stays while its commune is still loading
  const edited = (values: CriteriaValues) => {
    const criteria = valuesToCriteria(values);
    const cityPending = !values.city && state.city && !form.isFieldTouched("city");
    return cityPending
      ? { ...state, ...criteria, city: state.city, radiusKm: values.radiusKm || state.radiusKm, page: 1 }
      : { ...state, ...criteria, page: 1 };
  };
  const launch = (values: CriteriaValues) => void navigate(urlOf(RESULTS_PATH, edited(values)));

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
        <Form<CriteriaValues>
          form={form}
          name="deep-research-refine"
          layout="vertical"
          initialValues={initial}
          onFinish={launch}
          // a reload or a shared link of /refine keeps the criteria changed here
          onValuesChange={(_, values) => setParams(stateToParams(edited(values)), { replace: true })}
        >
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
