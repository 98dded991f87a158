// /talents/push-marketing: the campaigns (RLS: marketing, consultants, developers of the
// workspace) with server-side filters in the URL, sorting, a count and the export;
// « Nouvelle campagne » opens the composer (?pool=<id> pre-selects a hiring pool's members),
// ?open=<id> the campaign's detail (progress, recipients, cancel).
import { useTable } from "@refinedev/antd";
import { useCan, useParsed } from "@refinedev/core";
import { Button, Form, Input, Select, Typography } from "antd";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../src/components/page-title.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { t } from "../../src/i18n/index.ts";
import { pf, pushCampaignColumns, pushCampaignExportColumns } from "./columns.tsx";
import { PushComposer } from "./composer.tsx";
import { PUSH_CAMPAIGN_STATUSES, PUSH_CAMPAIGN_STATUS_STYLE } from "./constants.ts";
import { PushCampaignDetail } from "./detail.tsx";
import { pushCampaignFilterCodec, type PushCampaignFilterValues } from "./filters.ts";
import { PUSH_CAMPAIGN_LIST_READ } from "./list-read.ts";
import type { PushCampaignRow } from "./types.ts";

export const PushMarketingPage = () => {
  const { params } = useParsed();
  const [search, setSearch] = useSearchParams();
  const options = listTableOptions(PUSH_CAMPAIGN_LIST_READ, params?.filters);
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<PushCampaignRow>(options);
  const { data: canCreate } = useCan({ resource: "push_campaign", action: "create" });
  const openId = search.get("open");
  const composing = search.get("compose") === "1" || search.has("pool");
  const setParam = (key: string, value: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return (
    <ListPage
      title={<PageTitle>{t("resources.pushMarketing.list.title")}</PageTitle>}
      headerButtons={
        <>
          <ExportButton
            resource="push_campaign"
            filters={filters}
            sorters={sorters}
            meta={options.meta}
            columns={pushCampaignExportColumns}
            fileBase="campagnes-push"
          />
          {canCreate?.can ? (
            <Button type="primary" onClick={() => setParam("compose", "1")}>
              {t("resources.pushMarketing.list.create")}
            </Button>
          ) : null}
        </>
      }
    >
      <FilterBar<PushCampaignFilterValues> filters={filters} setFilters={setFilters} codec={pushCampaignFilterCodec}>
        <Form.Item name="q" label={t("components.filters.search")}>
          <Input.Search
            allowClear
            aria-label={t("components.filters.search")}
            placeholder={t("resources.pushMarketing.list.search")}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item name="status" label={pf("status")}>
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 160 }}
            options={enumOptions(PUSH_CAMPAIGN_STATUSES, PUSH_CAMPAIGN_STATUS_STYLE)}
          />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<PushCampaignRow>
        {...tableProps}
        list="push-marketing"
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {t("resources.pushMarketing.list.count", { count: result.total ?? 0 })}
          </Typography.Text>
        }
        rowKey="id"
        columns={pushCampaignColumns({ sorters }, (id) => setParam("open", id))}
      />
      {composing && canCreate?.can ? (
        <PushComposer
          poolId={search.get("pool")}
          onClose={(id) =>
            setSearch(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.delete("compose");
                next.delete("pool");
                if (id) next.set("open", id);
                return next;
              },
              { replace: true },
            )
          }
        />
      ) : null}
      {openId ? <PushCampaignDetail id={openId} onClose={() => setParam("open", null)} /> : null}
    </ListPage>
  );
};
