// A route whose screen arrives in a later issue: its French title and a clear notice,
// never invented data.
import { Alert, Typography } from "antd";
import type { RouteTitle } from "../../../resources/types.ts";
import { t } from "../../i18n/index.ts";

export const PlaceholderPage = ({ title, level = 2 }: { title: RouteTitle; level?: 2 | 3 }) => (
  <section>
    <Typography.Title level={level}>{t(`routes.${title}`)}</Typography.Title>
    <Alert type="info" showIcon message={t("app.comingSoon")} description={t("app.comingSoonDescription")} />
  </section>
);
