// @vitest-environment happy-dom
// The pointer over a link, or the focus on it, starts the code of the page it leads to, once.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageLoader, RegistryEntry } from "../../resources/types.ts";
import { watchLinkIntent } from "./link-intent.ts";

// a loader of its own per test: preload-route.ts remembers the pages it has loaded
const registryWith = (companies: PageLoader) =>
  [
    { name: "company", area: "main", routes: [{ path: "companies", title: "t", page: companies }] },
  ] as unknown as RegistryEntry[];

let stop = () => undefined as void;
afterEach(() => {
  stop();
  document.body.innerHTML = "";
});

const link = (href: string) => {
  document.body.innerHTML = `<nav><a href="${href}"><span>Entreprises</span></a><p>texte</p></nav>`;
  return document.querySelector("span") as HTMLElement;
};

describe("watchLinkIntent", () => {
  it("starts the linked page's code when the pointer reaches the link, once", () => {
    const companies = vi.fn<PageLoader>(async () => () => null);
    const label = link("/companies");
    stop = watchLinkIntent(registryWith(companies));
    label.dispatchEvent(new Event("pointerover", { bubbles: true }));
    label.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(companies).toHaveBeenCalledTimes(1);
  });

  it("starts it on keyboard focus too, and not for text or another origin", () => {
    const companies = vi.fn<PageLoader>(async () => () => null);
    link("/companies");
    stop = watchLinkIntent(registryWith(companies));
    (document.querySelector("p") as HTMLElement).dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(companies).not.toHaveBeenCalled();
    (document.querySelector("a") as HTMLAnchorElement).dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(companies).toHaveBeenCalledTimes(1);
    const away = link("https://example.org/companies");
    away.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(companies).toHaveBeenCalledTimes(1);
  });

  it("starts nothing once unsubscribed", () => {
    const companies = vi.fn<PageLoader>(async () => () => null);
    const label = link("/companies");
    watchLinkIntent(registryWith(companies))();
    label.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(companies).not.toHaveBeenCalled();
  });
});
