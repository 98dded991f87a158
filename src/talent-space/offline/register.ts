// Registers the talent space's service worker (built by src/app/talent-pwa.node.ts): the app
// shell then opens without network. Production builds only (the dev server has no worker); a
// browser without service workers, or a refusal, leaves the space working online as before.
export const TALENT_SW_URL = "/talent-sw.js";

export function registerTalentWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(TALENT_SW_URL, { scope: "/talent" }).catch(() => undefined);
  // after the page's own loading: the worker's precache must not compete with the first screen
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
