// The error page: status from the error (default 500), 'Page Not Found' for 404,
// 'Internal Server Error' otherwise (docs/rules/application.md#errors).
import { Button, Result } from "antd";
import { t } from "../../i18n/index.ts";
import { errorPageContent } from "../../lib/errors/error-page.ts";

export const ErrorPage = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
  const { status, title } = errorPageContent(error);
  const known = status === 403 || status === 404 || status === 500;
  return (
    <Result
      status={known ? (String(status) as "403" | "404" | "500") : "error"}
      title={<h1 style={{ fontSize: "inherit", margin: 0 }}>{title}</h1>}
      subTitle={`${t("errors.status", { status })} — ${status === 404 ? t("errors.notFoundPath", { path: window.location.pathname }) : t("errors.internalDescription")}`}
      extra={
        <Button type="primary" onClick={onRetry ?? (() => window.location.assign("/"))}>
          {onRetry ? t("commands.retry") : t("commands.backHome")}
        </Button>
      }
    />
  );
};
