// /auth/confirmation: confirms an e-mail address from its link, either a token_hash to
// verify or a session supabase-js already read from the URL.
import { Alert, Button, Spin } from "antd";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { verifyEmailLink, type EmailOtpType } from "../../../providers/client-calls.ts";
import { t } from "../../i18n/index.ts";
import { AuthCard } from "./auth-card.tsx";
import { useSessionFromLink, type LinkOutcome } from "./use-session-from-link.ts";

const useTokenHash = (): LinkOutcome | null => {
  const params = new URLSearchParams(window.location.search);
  const tokenHash = params.get("token_hash");
  const type = (params.get("type") ?? "email") as EmailOtpType;
  const [outcome, setOutcome] = useState<LinkOutcome | null>(tokenHash ? "pending" : null);
  useEffect(() => {
    if (!tokenHash) return;
    void verifyEmailLink(tokenHash, type).then((ok) => setOutcome(ok ? "signed-in" : "failed"));
  }, [tokenHash, type]);
  return outcome;
};

export const ConfirmationPage = () => {
  const fromHash = useTokenHash();
  const fromUrl = useSessionFromLink();
  const outcome = fromHash ?? fromUrl;
  const navigate = useNavigate();
  return (
    <AuthCard title={t("routes.authConfirmation")}>
      {outcome === "pending" ? (
        <Spin tip={t("auth.confirmation.pending")}>
          <div style={{ height: 48 }} />
        </Spin>
      ) : (
        <>
          <Alert
            type={outcome === "signed-in" ? "success" : "error"}
            showIcon
            message={outcome === "signed-in" ? t("auth.confirmation.done") : t("auth.confirmation.failed")}
          />
          <Button
            type="primary"
            style={{ marginTop: 16 }}
            onClick={() => navigate(outcome === "signed-in" ? "/" : "/login", { replace: true })}
          >
            {t("auth.confirmation.continue")}
          </Button>
        </>
      )}
    </AuthCard>
  );
};
