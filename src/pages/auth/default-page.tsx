// /auth/default: the neutral landing of an authentication link.
import { Button, Typography } from "antd";
import { useNavigate } from "react-router";
import { t } from "../../i18n/index.ts";
import { AuthCard } from "./auth-card.tsx";

export const DefaultAuthPage = () => {
  const navigate = useNavigate();
  return (
    <AuthCard title={t("routes.authDefault")}>
      <Typography.Paragraph>{t("auth.defaultPage.description")}</Typography.Paragraph>
      <Button type="primary" onClick={() => navigate("/", { replace: true })}>
        {t("auth.defaultPage.continue")}
      </Button>
    </AuthCard>
  );
};
