// /talents/deep-research/results: public.deep_research_search for the state of the URL (the
// link can be shared and reloaded), ranked, each talent with why; tick talents to add them to a
// pool or a mission at once. The search logs itself (AI Act Annex III); the ranking only helps:
// no one is rejected by it (RGPD art. 22, docs/rules/talents-documents.md#deep-research).
import { LinkOutlined } from "@ant-design/icons";
import { Alert, Card, Space, Tag, Typography } from "antd";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { usePoolSelection } from "../../../resources/hiring-pools/public/selection.tsx";
import { pointOf, useCommune } from "../../domain/talent-search/commune.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { ListError } from "../../components/table/list-states.tsx";
import { t } from "../../i18n/index.ts";
import { AddToMissionButton } from "./add-to-mission.tsx";
import { CriteriaSummary } from "./criteria-summary.tsx";
import { useDeepResearch } from "./hooks.ts";
import { DeepResearchResults } from "./results.tsx";
import { hasSearch, parseState, QUESTION_PATH, REFINE_PATH, stateToParams, urlOf } from "./state.ts";

export const DeepResearchResultsPage = () => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseState(params), [params]);
  const commune = useCommune(state.city);
  const point = pointOf(commune.data);
  const locating = Boolean(state.city) && commune.isLoading;
  const searchable = hasSearch(state);
  const search = useDeepResearch(state, point, searchable && !locating);
  const pools = usePoolSelection(search.rows, (row) => row.talent_id);
  const selected = (pools.rowSelection?.selectedRowKeys ?? []).map(String);

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <PageTitle>{t("routes.deepResearchResults")}</PageTitle>
      <Card>
        <Space direction="vertical" size="small" style={{ width: "100%" }}>
          {state.q ? <Typography.Text>{t("research.refine.sentence", { q: state.q })}</Typography.Text> : null}
          {state.terms.length ? (
            <div>
              <Typography.Text type="secondary">{t("research.refine.terms")} : </Typography.Text>
              {state.terms.map((g) => (
                <Tag key={g.term} title={g.variants.join(", ")}>
                  {g.term}
                </Tag>
              ))}
            </div>
          ) : null}
          <CriteriaSummary state={state} cityName={commune.data?.name} />
          <Space wrap>
            <Link to={urlOf(REFINE_PATH, { ...state, read: true, page: 1 })}>{t("research.results.refine")}</Link>
            <Link to={QUESTION_PATH}>{t("research.results.newSearch")}</Link>
            <Typography.Text
              copyable={{
                text: () => window.location.href,
                icon: [<LinkOutlined key="c" />, <LinkOutlined key="d" />],
                tooltips: [t("research.results.copyLink"), t("research.results.linkCopied")],
              }}
            >
              {t("research.results.copyLink")}
            </Typography.Text>
          </Space>
        </Space>
      </Card>
      {state.city && !locating && !point ? (
        <Alert type="warning" showIcon message={t("research.results.cityUnknown")} />
      ) : null}
      {!searchable ? <Alert type="info" showIcon message={t("research.results.noSearch")} /> : null}
      {search.isError ? <ListError error={search.error} /> : null}
      <Card>
        <Space wrap>
          {pools.bar}
          {pools.rowSelection ? (
            <AddToMissionButton
              talentIds={selected}
              label={`${t("research.results.addToMission")} (${selected.length})`}
            />
          ) : null}
        </Space>
        <DeepResearchResults
          rowSelection={pools.rowSelection}
          rows={search.rows}
          total={search.total}
          page={state.page}
          loading={locating || search.isFetching}
          onPage={(page) => setParams(stateToParams({ ...state, page }))}
        />
      </Card>
    </Space>
  );
};
