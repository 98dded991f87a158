import { describe, expect, it } from "vitest";
import { hasMessage, t } from "../i18n/index.ts";
import { isPermissionSubject } from "../lib/permissions/permissions.ts";
import { SIDER_GROUPS, REGISTRY } from "./registry.ts";
import { toRefineResources } from "../../resources/refine-resources.ts";
import { flattenRegistry, matchRoute, paletteEntries } from "../../resources/route-table.ts";

const flat = flattenRegistry(REGISTRY);
const patterns = flat.map((route) => route.pattern);

/** Every route of the product's route list (docs/rules/application.md#routes), written as it writes them. */
const SPEC_ROUTES = [
  "/403",
  "/auth/callback",
  "/auth/confirmation",
  "/auth/default",
  "/auth/recovery",
  "/customer/timesheets/signature",
  "/login",
  "/logout",
  "/onboarding",
  "/dashboard",
  "/dashboard/action-center",
  "/advance-payment-requests",
  "/advance-payment-requests/:id",
  "/amendments",
  "/amendments/:id",
  "/applications",
  "/calculator",
  "/calculators",
  "/commercial-conditions",
  "/companies/:id",
  "/company-groups/:id",
  "/company-insurance-requests",
  "/contacts",
  "/contacts/:id",
  "/contracts",
  "/contracts/:id",
  "/contracts/:id/admin-modification-requested",
  "/contracts/:id/consultant-review",
  "/contracts/:id/modification",
  "/contracts/:id/review",
  "/convert",
  "/cooptation",
  "/definitive-end-requests",
  "/expense-claim-requests",
  "/expense-claim-requests/:id",
  "/independent-payment-requests",
  "/independent-payment-requests/:id",
  "/invoice-simulator",
  "/meal-card-requests",
  "/medical-centers",
  "/medical-checkup-requests",
  "/medical-checkup-requests/:id",
  "/missions",
  "/missions/client-order",
  "/missions/talent-pooling",
  "/missions/:id",
  "/missions/:id/applications",
  "/missions/:id/details",
  "/missions/:id/find-talents",
  "/missions/:id/job-posting",
  "/missions/:id/notes",
  "/nylas-oauth/callback",
  "/organigram",
  "/pay-tracking",
  "/pay-tracking/:id",
  "/planning",
  "/planning/:contract_key",
  "/ppe-requests",
  "/professional-card-requests",
  "/professional-card-requests/:id",
  "/qualification-centers",
  "/qualification-centers/:id",
  "/qualification-training-requests",
  "/qualification-training-requests/:id",
  "/recruitment-office-invoice-requests",
  "/recruitment-office-invoice-requests/:id",
  "/reference-checks",
  "/talents",
  "/talents/list",
  "/talents/super-search",
  "/talents/push-marketing",
  "/talents/substitute-bench",
  "/talents/hiring-pools",
  "/talents/hiring-pools/:id/details",
  "/talents/deep-research",
  "/talents/deep-research/refine",
  "/talents/deep-research/request-access",
  "/talents/deep-research/results",
  "/talents/:id",
  "/talents/:id/anonymous-bio",
  "/talents/:id/anonymous-resume",
  "/talents/:id/applications",
  "/talents/:id/contracts",
  "/talents/:id/details",
  "/talents/:id/documents",
  "/talents/:id/find-missions",
  "/talents/:id/new-page",
  "/talents/:id/history",
  "/talents/:id/notes",
  "/talents/:id/qualification",
  "/talents/:id/resume",
  "/team-members",
  "/timesheets",
  "/users",
  "/journal",
  "/personnel-register",
  "/work-accident-requests",
  "/work-accident-requests/:id",
  "/settings",
  "/settings/account",
  "/settings/managees",
  "/settings/members",
  "/settings/workspace",
  "/playground",
  "/import",
];

describe("registry", () => {
  it.each(SPEC_ROUTES)("declares %s — R:UI-ROUTES", (path) => {
    expect(patterns).toContain(path);
  });

  it("declares each path once — R:UI-ROUTES", () => {
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each([
    ["/dashboard", "action-center"],
    ["/missions", "client-order"],
    ["/missions/:id", "details"],
    ["/talents", "list"],
    ["/talents/:id", "qualification"],
    ["/advance-payment-requests", "list"],
    ["/settings", "account"],
  ])("redirects %s to %s — R:UI-REDIRECTS", (pattern, redirect) => {
    expect(flat.find((route) => route.pattern === pattern)?.redirect).toBe(redirect);
  });

  it("guards deep research except request-access", () => {
    const deep = flat.filter((route) => route.pattern.startsWith("/talents/deep-research"));
    expect(deep.filter((route) => !route.guard).map((route) => route.pattern)).toEqual([
      "/talents/deep-research/request-access",
    ]);
  });

  it("gives every main-area entry a known can-key and every route a French title", () => {
    REGISTRY.filter((entry) => entry.area === "main").forEach((entry) =>
      expect(isPermissionSubject(entry.subject)).toBe(true),
    );
    flat.forEach((route) => expect(hasMessage(`routes.${route.title}`)).toBe(true));
  });

  it("keeps the layout pages apart from the public ones — R:UI-PUBLIC-PAGES", () => {
    const area = (path: string) => flat.find((route) => route.pattern === path)?.area;
    expect(["/login", "/logout", "/403", "/auth/recovery", "/customer/timesheets/signature"].map(area)).toEqual(
      Array(5).fill("public"),
    );
    expect(area("/onboarding")).toBe("standalone");
    expect(area("/settings/members")).toBe("main");
  });
});

describe("matchRoute", () => {
  it.each([
    ["/talents/list", "talentsList"],
    ["/talents/42/notes", "talentNotes"],
    ["/talents/super-search", "talentsSuperSearch"],
    ["/talents/hiring-pools/7/details", "hiringPoolDetails"],
    ["/contracts/12", "contract"],
    ["/contracts/12/review", "contractReview"],
    ["/planning/CTR-2026-001", "planningContract"],
    ["/settings/members", "settingsMembers"],
    ["/nowhere", undefined],
  ])("%s → %s", (pathname, title) => {
    expect(matchRoute(flat, pathname)?.title).toBe(title);
  });
});

describe("toRefineResources", () => {
  const resources = toRefineResources(REGISTRY, SIDER_GROUPS, t);

  it("nests sider entries under French groups", () => {
    const talentsGroup = resources.find((r) => r.name === "group:talents");
    expect(talentsGroup?.meta?.label).toBe("Talents");
    expect(resources.find((r) => r.name === "talent")?.meta).toMatchObject({
      parent: "group:talents",
      label: "Talents",
      hide: false,
    });
  });

  it("hides record-only resources and leaves public pages out", () => {
    expect(resources.find((r) => r.name === "company_group")?.meta?.hide).toBe(true);
    expect(resources.some((r) => r.name === "auth" || r.name === "forbidden")).toBe(false);
  });

  it("has unique identifiers", () => {
    const ids = resources.map((r) => r.identifier ?? r.name);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("paletteEntries", () => {
  it("offers the sider pages and the settings sections, never a record page", () => {
    const paths = paletteEntries(REGISTRY).map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/dashboard/action-center",
        "/talents/list",
        "/missions/client-order",
        "/settings/members",
      ]),
    );
    expect(paths.some((path) => path.includes(":"))).toBe(false);
    expect(paths).not.toContain("/talents");
  });
});
