// The error page's status and title (docs/rules/application.md#errors): status from the error, default 500;
// 404 reads 'Page Not Found', anything else 'Internal Server Error'.
import { t } from "../../i18n/index.ts";

const statusOf = (error: unknown): number | undefined => {
  if (!error || typeof error !== "object") return undefined;
  const record = error as Record<string, unknown>;
  const candidate =
    record.status ?? record.statusCode ?? (record.response as Record<string, unknown> | undefined)?.status;
  return typeof candidate === "number" && candidate >= 400 && candidate < 600 ? candidate : undefined;
};

export const errorPageContent = (error: unknown): { status: number; title: string } => {
  const status = statusOf(error) ?? 500;
  return { status, title: status === 404 ? t("errors.notFound") : t("errors.internal") };
};
