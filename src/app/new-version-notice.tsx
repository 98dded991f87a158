// Polls the build manifest every 60 s; when a new deployment is live, a French notice
// offers to reload.
import { Button, notification } from "antd";
import { useEffect, useRef } from "react";
import { t } from "../i18n/index.ts";
import { VERSION_FILE, VERSION_POLL_INTERVAL_MS, isNewDeployment } from "../lib/version/build-version.ts";

const NOTICE_KEY = "new-version";

export const NewVersionNotice = () => {
  const [api, holder] = notification.useNotification();
  const shown = useRef(false);

  useEffect(() => {
    if (__BUILD_ID__ === "dev") return;
    const check = async () => {
      if (shown.current || document.visibilityState === "hidden") return;
      const response = await fetch(`/${VERSION_FILE}?t=${Date.now()}`, { cache: "no-store" }).catch(() => null);
      const manifest: unknown = response?.ok ? await response.json().catch(() => null) : null;
      if (!isNewDeployment(__BUILD_ID__, manifest)) return;
      shown.current = true;
      api.info({
        key: NOTICE_KEY,
        message: t("app.newVersion"),
        duration: 0,
        btn: (
          <Button type="primary" onClick={() => window.location.reload()}>
            {t("app.reload")}
          </Button>
        ),
      });
    };
    const timer = window.setInterval(() => void check(), VERSION_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [api]);

  return holder;
};
