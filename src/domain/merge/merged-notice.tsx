// On a record's page: the merges into it still undoable (30 days), each with « Annuler la fusion »
// (public.undo_merge), and « Fusionner avec… » to the merge screen, for who may merge.
import { useCan, useInvalidate, useList } from "@refinedev/core";
import { Alert, Button, Space } from "antd";
import { Link } from "react-router";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { t } from "../../i18n/index.ts";
import { dayjs } from "../../lib/dates/dayjs.ts";
import { mergePath, type MergeEntity } from "./fields.ts";

type MergeRow = { id: string; dropped_label: string | null; merged_at: string };

export const MergedNotice = ({ entity, id }: { entity: MergeEntity; id: string }) => {
  const { data: canUpdate } = useCan({ resource: entity, action: "edit" });
  const { data: canDelete } = useCan({ resource: entity, action: "delete" });
  const mayMerge = Boolean(canUpdate?.can && canDelete?.can);
  const since = dayjs().subtract(30, "day").toISOString();
  const { result } = useList<MergeRow>({
    resource: "record_merge",
    liveMode: "off",
    filters: [
      { field: "kept_id", operator: "eq", value: id },
      { field: "undone_at", operator: "null", value: true },
      { field: "merged_at", operator: "gte", value: since },
    ],
    sorters: [{ field: "merged_at", order: "desc" }],
    pagination: { pageSize: 5 },
    meta: { select: "id, dropped_label, merged_at" },
    queryOptions: { enabled: mayMerge },
    errorNotification: false,
  });
  const invalidate = useInvalidate();
  const { mutateAsync, pendingArgs } = useRpcMutation();
  if (!mayMerge) return null;
  const merges = result.data ?? [];
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {merges.map((m) => (
        <Alert
          key={m.id}
          type="info"
          showIcon
          message={t("merge.record.merged", {
            name: m.dropped_label ?? "",
            date: dayjs(m.merged_at).format("DD/MM/YYYY"),
          })}
          action={
            <Button
              size="small"
              loading={pendingArgs("undo_merge")?.p_merge_id === m.id}
              onClick={() =>
                void mutateAsync(
                  "undo_merge",
                  { p_merge_id: m.id },
                  {
                    successNotification: () => ({
                      type: "success",
                      message: t("merge.screen.undone"),
                      description: t("merge.screen.undoneDescription"),
                    }),
                  },
                ).then(() =>
                  Promise.all([
                    invalidate({ resource: "record_merge", invalidates: ["list"] }),
                    invalidate({ resource: entity, invalidates: ["list", "detail", "many"] }),
                  ]),
                )
              }
            >
              {t("merge.record.undo")}
            </Button>
          }
        />
      ))}
      <Link to={mergePath(entity, id)}>{t("merge.record.mergeWith")}</Link>
    </Space>
  );
};
