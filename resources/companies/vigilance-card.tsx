// « Attestations de vigilance envoyées » on a company's page: each sending of the agency's
// attestations to this client (public.vigilance_sending, written by the database: with a contract
// of 5 000 € HT or more sent for signature, and every 6 months while a contract runs — C. trav.
// L8222-1, D8222-5, L1251-49), newest first; read by who reads companies (its policy).
import { useList } from "@refinedev/core";
import { Card, List, Typography } from "antd";
import type { Tables } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";

type Sending = Pick<Tables<"vigilance_sending">, "id" | "sent_at" | "reason" | "contract_key" | "recipients"> & {
  attestations: Array<{ kind: string }>;
};
type Key = keyof typeof import("./i18n.fr.ts").companiesFr.vigilance;
const v = (key: Key, vars?: Record<string, string>) => t(`resources.companies.vigilance.${key}`, vars);

export const VigilanceSendingsCard = ({ companyId }: { companyId: string }) => {
  const { result, query } = useList<Sending>({
    resource: "vigilance_sending",
    filters: [{ field: "company_id", operator: "eq", value: companyId }],
    sorters: [{ field: "sent_at", order: "desc" }],
    pagination: { pageSize: 20 },
    meta: { select: "id,sent_at,reason,contract_key,recipients,attestations" },
    liveMode: "off",
  });
  return (
    <Card title={v("title")} role="region" aria-label={v("title")} style={{ marginTop: 16 }}>
      {/* a list, not a table: on a phone each sending reads as a paragraph, without a sideways scroll */}
      <List<Sending>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        // the secondary text colour, not the empty state's paler one (axe: contrast)
        locale={{ emptyText: <Typography.Text type="secondary">{v("empty")}</Typography.Text> }}
        renderItem={(row) => (
          <List.Item>
            <List.Item.Meta
              title={`${formatDate(row.sent_at, "DD/MM/YYYY HH:mm")} — ${
                row.reason === "contract" ? v("contract", { key: row.contract_key ?? "" }) : v("periodic")
              }`}
              description={
                <>
                  <div>
                    {v("attestations")} :{" "}
                    {row.attestations
                      .map((a) => (a.kind === "urssaf_vigilance" ? v("urssaf_vigilance") : v("financial_guarantee")))
                      .join(", ")}
                  </div>
                  <div>
                    {v("recipients")} : {row.recipients.join(", ")}
                  </div>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
};
