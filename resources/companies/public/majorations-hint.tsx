// The client's night, Sunday and public-holiday majorations under an order's pay (L1251-43 6°: the
// temp's pay with its components; L1251-18: what the client's employees get), as
// public.company_majorations answers, with their source; nothing until a client is chosen.
import { Form, Typography } from "antd";
import { useRpc } from "../../../providers/rpc.ts";
import { t } from "../../../src/i18n/index.ts";
import { formatMajoration } from "../../../src/lib/money/format.ts";

type Rate = { kind: string; label: string; pct: number; source: string | null };

export const MajorationsHint = ({ companyId }: { companyId: string | null | undefined }) => {
  const { data } = useRpc(
    "company_majorations",
    { p_company_id: companyId ?? "" },
    { errorNotification: false, queryOptions: { enabled: !!companyId } },
  );
  const rates = (data ?? []) as Rate[];
  if (!companyId || !rates.length) return null;
  return (
    <Form.Item label={t("resources.companies.majorations.hint")}>
      <Typography.Text data-testid="majorations-hint">
        {rates
          .map((r) => `${r.label} ${formatMajoration(r.pct)}${r.source ? ` (${r.source})` : ""}`)
          .join(" · ")}
      </Typography.Text>
    </Form.Item>
  );
};
