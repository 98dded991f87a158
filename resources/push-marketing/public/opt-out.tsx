// A talent's or a contact's marketing opt-out (talent/contact.marketing_opt_out_at), shown and
// switched where the record is edited: « Désabonné des e-mails marketing le … ». Push campaigns
// and scheduled e-mails skip an opted-out person (docs/rules/talents-documents.md#push-marketing);
// the mails' unsubscribe link sets the same column. Editable by the roles that update the record.
import { useCan, useOne, useUpdate } from "@refinedev/core";
import { Space, Switch, Typography } from "antd";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { formatParisDateTime } from "../../../src/lib/dates/paris-time.ts";

type Row = { id: string; marketing_opt_out_at: string | null };

export const MarketingOptOut = ({ resource, id }: { resource: "talent" | "contact"; id: string }) => {
  const { result, query } = useOne<Row>({
    resource,
    id,
    meta: { select: "id, marketing_opt_out_at" },
    liveMode: "off",
  });
  const { data: canEdit } = useCan({ resource, action: "edit", params: { id } });
  const { mutate, mutation } = useUpdate<Row>();
  const at = result?.marketing_opt_out_at ?? null;
  const switchId = `marketing-opt-out-${id}`;
  const toggle = (on: boolean) =>
    mutate(
      {
        resource,
        id,
        values: { marketing_opt_out_at: on ? new Date().toISOString() : null },
        ...MUTATION_NOTIFICATIONS,
      },
      { onSuccess: () => void query.refetch() },
    );
  return (
    <Space wrap>
      <Switch
        id={switchId}
        checked={!!at}
        loading={query.isLoading || mutation.isPending}
        disabled={!canEdit?.can}
        onChange={toggle}
      />
      <label htmlFor={switchId}>{t("resources.pushMarketing.optOut.label")}</label>
      <Typography.Text type="secondary">
        {at
          ? t("resources.pushMarketing.optOut.since", { date: formatParisDateTime(new Date(at)) })
          : t("resources.pushMarketing.optOut.receives")}
      </Typography.Text>
    </Space>
  );
};
