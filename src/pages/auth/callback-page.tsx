// /auth/callback: an e-mail link or provider brought a session; go on to the wanted page.
import { useInvalidateAuthStore } from "@refinedev/core";
import { Alert, Button, Spin } from "antd";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { t } from "../../i18n/index.ts";
import { consumeRedirect } from "../../lib/routing/redirect-cookie.ts";
import { AuthCard } from "./auth-card.tsx";
import { useSessionFromLink } from "./use-session-from-link.ts";

export const CallbackPage = () => {
  const outcome = useSessionFromLink();
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();

  useEffect(() => {
    if (outcome !== "signed-in") return;
    void invalidateAuth().then(() => navigate(consumeRedirect(document) ?? "/", { replace: true }));
  }, [outcome, invalidateAuth, navigate]);

  return (
    <AuthCard title={t("routes.authCallback")}>
      {outcome === "failed" ? (
        <>
          <Alert type="error" showIcon message={t("auth.callback.failed")} role="alert" />
          <Button type="link" onClick={() => navigate("/login", { replace: true })}>
            {t("auth.forgot.backToLogin")}
          </Button>
        </>
      ) : (
        <Spin tip={t("auth.callback.pending")}>
          <div style={{ height: 48 }} />
        </Spin>
      )}
    </AuthCard>
  );
};
