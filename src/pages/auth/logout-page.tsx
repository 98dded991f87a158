// /logout: signs out (tokens cleared) and lands on /login.
import { useLogout } from "@refinedev/core";
import { useEffect } from "react";
import { t } from "../../i18n/index.ts";
import { AuthCard } from "./auth-card.tsx";

export const LogoutPage = () => {
  const { mutate: logout } = useLogout();
  useEffect(() => {
    logout();
  }, [logout]);
  return (
    <AuthCard title={t("routes.logout")} subtitle={t("auth.logout.pending")}>
      {null}
    </AuthCard>
  );
};
