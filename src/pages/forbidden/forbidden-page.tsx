// /403: the signed-in user is not a team member. They can only sign out.
import { useLogout } from "@refinedev/core";
import { Button, Result } from "antd";
import { t } from "../../i18n/index.ts";

export const ForbiddenPage = () => {
  const { mutate: logout } = useLogout();
  return (
    <main>
      <Result
        status="403"
        title={<h1 style={{ fontSize: "inherit", margin: 0 }}>{t("forbidden.title")}</h1>}
        subTitle={t("forbidden.description")}
        extra={
          <Button type="primary" onClick={() => logout()}>
            {t("commands.signOut")}
          </Button>
        }
      />
    </main>
  );
};
