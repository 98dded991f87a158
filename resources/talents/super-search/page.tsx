// /talents/super-search: multi-criteria search over the whole talent base, through
// public.super_search_talents (server-side paging and count). The criteria live in the URL.
// The results' ticked talents go to a pool (« Ajouter à un vivier »), and the search itself may
// be saved as a dynamic pool (« Enregistrer comme vivier dynamique », resources/hiring-pools/);
// opened from a dynamic pool's page (`?pool=<id>`, kept from search to search) it updates that
// pool's criteria instead (« Mettre à jour le vivier »).
import { Alert, Card, Space } from "antd";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../../src/components/page-title.tsx";
import { ListError } from "../../../src/components/table/list-states.tsx";
import { t } from "../../../src/i18n/index.ts";
import {
  criteriaToParams,
  parseCriteria,
  type SuperSearchCriteria,
} from "../../../src/domain/talent-search/criteria.ts";
import { SuperSearchForm } from "./form.tsx";
import { criteriaToForm, formToCriteria } from "./form-values.ts";
import { useSuperSearch } from "./hooks.ts";
import { pointOf, useCommune } from "../../../src/domain/talent-search/commune.ts";
import { SuperSearchResults } from "./results.tsx";
import { HiringPoolCreateButton } from "../../hiring-pools/public/create.tsx";
import { poolCriteriaOf } from "../../../src/domain/talent-search/pool-criteria.ts";
import { CriteriaSummary } from "../../hiring-pools/public/criteria-summary.tsx";
import { usePoolSelection } from "../../hiring-pools/public/selection.tsx";
import { UpdatePoolCriteriaButton } from "../../hiring-pools/public/update-criteria.tsx";
import { hasCriteria } from "../../../src/domain/talent-search/criteria.ts";

export const TalentSuperSearch = () => {
  const [params, setParams] = useSearchParams();
  const criteria = useMemo(() => parseCriteria(params), [params]);
  const commune = useCommune(criteria.city);
  const point = pointOf(commune.data);
  const locating = Boolean(criteria.city) && commune.isLoading;
  const search = useSuperSearch(criteria, point, locating);
  const initial = useMemo(() => criteriaToForm(criteria, commune.data), [criteria, commune.data]);
  const poolId = params.get("pool") ?? undefined;
  const go = (next: SuperSearchCriteria) => {
    const nextParams = criteriaToParams(next);
    if (poolId) nextParams.set("pool", poolId);
    setParams(nextParams);
  };
  const pools = usePoolSelection(search.rows, (row) => row.talent_id);
  // a saved search needs a criterion, and its radius the commune's point
  const savable = hasCriteria(criteria) && !(criteria.city && !point);

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <PageTitle>{t("resources.superSearch.title")}</PageTitle>
      <Card>
        <SuperSearchForm
          initial={initial}
          onSearch={(values) => go(formToCriteria(values))}
          onReset={() => go({ page: 1 })}
        />
      </Card>
      {criteria.city && !locating && !point ? (
        <Alert type="warning" showIcon message={t("resources.superSearch.results.cityUnknown")} />
      ) : null}
      {search.isError ? <ListError error={search.error} /> : null}
      <Card>
        <Space wrap style={{ display: "flex", justifyContent: "space-between" }}>
          {pools.bar}
          {savable && poolId ? (
            <UpdatePoolCriteriaButton poolId={poolId} criteria={poolCriteriaOf(criteria, point)} />
          ) : savable ? (
            <HiringPoolCreateButton
              dynamic={{
                criteria: poolCriteriaOf(criteria, point),
                summary: <CriteriaSummary criteria={criteria} cityName={commune.data?.name} />,
              }}
            />
          ) : null}
        </Space>
        <SuperSearchResults
          rowSelection={pools.rowSelection}
          rows={search.rows}
          total={search.total}
          page={criteria.page}
          loading={locating || search.isFetching}
          withDistance={Boolean(point)}
          onPage={(page) => go({ ...criteria, page })}
        />
      </Card>
    </Space>
  );
};
