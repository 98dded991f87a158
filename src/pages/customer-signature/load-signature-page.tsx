// Reached only by a navigation inside the app (the server answers this path with the page's own
// entry): load the same address from the server. Should the server have answered it with the
// app itself, say so instead of reloading for ever.
import { useEffect } from "react";
import { t } from "../../i18n/index.ts";

/** Whether the document itself was loaded at the current path (not reached by the router). */
const loadedHere = () => {
  const [navigation] = performance.getEntriesByType("navigation");
  return !!navigation && new URL(navigation.name).pathname === window.location.pathname;
};

export function LoadSignaturePage() {
  const here = loadedHere();
  useEffect(() => {
    if (!here) window.location.reload();
  }, [here]);
  return (
    <main style={{ padding: 24 }}>
      <h1>{t("routes.customerTimesheetSignature")}</h1>
      <p>
        <a href={window.location.href}>{t("routes.customerTimesheetSignature")}</a>
      </p>
    </main>
  );
}
