// A link's page code, fetched when the pointer or the keyboard focus reaches the link: a click
// follows a few hundred milliseconds later, so the page's chunks (as a navigation starts them,
// preload-route.ts) are on their way or already evaluated when it comes. Code only: the page's
// reads wait for the navigation itself.
import type { RegistryEntry } from "../../resources/types.ts";
import { preloadRoutePages } from "../routing/preload-route.ts";

/** Starts the page chunks of the same-origin link `target` is in, if any (once per link target). */
const preloaderOf = (registry: readonly RegistryEntry[], origin: string) => {
  let last = "";
  return (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, origin);
    if (url.origin !== origin || url.pathname === last) return;
    last = url.pathname;
    preloadRoutePages(registry, url.pathname);
  };
};

/** Listens for the pointer over and the focus on links in `doc`; returns the unsubscription. */
export const watchLinkIntent = (registry: readonly RegistryEntry[], doc: Document = document): (() => void) => {
  const preload = preloaderOf(registry, doc.location.origin);
  const onIntent = (event: Event) => preload(event.target);
  doc.addEventListener("pointerover", onIntent, { passive: true });
  doc.addEventListener("focusin", onIntent);
  return () => {
    doc.removeEventListener("pointerover", onIntent);
    doc.removeEventListener("focusin", onIntent);
  };
};
