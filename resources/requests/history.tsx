// The request's status history (status_history, written by the transition trigger).
import { useList } from "@refinedev/core";
import { Card, Timeline, Typography } from "antd";
import { EnumTag, type EnumStyle } from "../../src/components/table/columns.tsx";
import type { Tables } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";

type HistoryRow = Pick<
  Tables<"status_history">,
  "id" | "from_status" | "to_status" | "changed_at" | "comment" | "is_forced"
>;

export const RequestHistory = ({ entity, id, style }: { entity: string; id: string; style: EnumStyle<string> }) => {
  const { result, query } = useList<HistoryRow>({
    resource: "status_history",
    filters: [
      { field: "entity", operator: "eq", value: entity },
      { field: "entity_id", operator: "eq", value: id },
    ],
    sorters: [{ field: "changed_at", order: "asc" }],
    pagination: { mode: "off" },
    meta: { select: "id, from_status, to_status, changed_at, comment, is_forced" },
  });
  return (
    <Card title={t("resources.requests.history.title")} loading={query.isLoading}>
      {result.data.length ? (
        <Timeline
          items={result.data.map((h) => ({
            key: h.id,
            children: (
              <>
                <Typography.Text type="secondary">{formatDate(h.changed_at, "DD/MM/YYYY HH:mm")}</Typography.Text>{" "}
                {h.from_status ? (
                  <EnumTag value={h.from_status} style={style} />
                ) : (
                  t("resources.requests.history.created")
                )}
                {" → "}
                <EnumTag value={h.to_status} style={style} />
                {h.is_forced ? (
                  <Typography.Text type="warning"> ({t("resources.requests.history.forced")})</Typography.Text>
                ) : null}
                {h.comment ? <Typography.Paragraph style={{ margin: 0 }}>{h.comment}</Typography.Paragraph> : null}
              </>
            ),
          }))}
        />
      ) : (
        <Typography.Text type="secondary">{t("resources.requests.history.empty")}</Typography.Text>
      )}
    </Card>
  );
};
