// "Clôture de paie dans N jours — K contrats sans relevé signé" (issue 18 §6) with the list of
// those contracts and their missing weeks, from public.pay_cutoff_status (the same figure as the
// action centre's). Hidden while loading and when nothing is missing.
import { Alert, Collapse, List, Typography } from "antd";
import { Link } from "react-router";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { plural } from "./format.ts";
import type { PayCutoffStatus } from "./types.ts";

const c = (key: keyof typeof import("./i18n.fr.ts").payTrackingFr.cutoff, vars?: Record<string, string | number>) =>
  t(`resources.payTracking.cutoff.${key}`, vars);

/** The banner's sentence, with French agreement of "jour(s)" and "contrat(s)". */
export const cutoffSentence = (s: Pick<PayCutoffStatus, "days_left" | "contract_count">): string =>
  c("banner", {
    days: s.days_left,
    dayWord: plural(s.days_left, c("day"), c("days")),
    count: s.contract_count,
    contractWord: plural(s.contract_count, c("contract"), c("contracts")),
  });

export const CutoffBanner = ({ cutoff }: { cutoff: PayCutoffStatus | null }) => {
  if (!cutoff || cutoff.contract_count === 0) return null;
  return (
    <Alert
      type={cutoff.days_left <= 2 ? "error" : "warning"}
      showIcon
      style={{ marginBottom: 16 }}
      message={cutoffSentence(cutoff)}
      description={
        <>
          <Typography.Text type="secondary">
            {c("period", {
              start: formatDate(cutoff.period_start),
              end: formatDate(cutoff.period_end),
              cutoff: formatDate(cutoff.cutoff_date),
            })}
          </Typography.Text>
          <Collapse
            ghost
            size="small"
            items={[
              {
                key: "contracts",
                label: c("list"),
                children: (
                  <List
                    size="small"
                    dataSource={cutoff.contracts}
                    renderItem={(row) => (
                      <List.Item key={row.contract_id}>
                        <List.Item.Meta
                          title={
                            <>
                              <Link to={`/contracts/${row.contract_id}`}>{row.contract_key}</Link>
                              {` · ${row.talent_name}${row.company_name ? ` · ${row.company_name}` : ""}`}
                            </>
                          }
                          description={c("weeks", { weeks: row.weeks.map((w) => formatDate(w)).join(", ") })}
                        />
                      </List.Item>
                    )}
                  />
                ),
              },
            ]}
          />
        </>
      }
    />
  );
};
