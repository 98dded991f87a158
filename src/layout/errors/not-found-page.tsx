// Unknown paths: 'Page Not Found' with the path (docs/rules/application.md#not-found).
import { Button, Result } from "antd";
import { Link, useLocation } from "react-router";
import { t } from "../../i18n/index.ts";

export const NotFoundPage = () => {
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: "inherit", margin: 0 }}>{t("errors.notFound")}</h1>}
      subTitle={t("errors.notFoundPath", { path: pathname })}
      extra={
        <Link to="/">
          <Button type="primary">{t("commands.backHome")}</Button>
        </Link>
      }
    />
  );
};
