// The links of the action centre and the notifications open real screens of the registry, with
// only the record parameters those screens read; anything else is refused (or, for a
// notification, replaced by its type's screen).
import { describe, expect, it } from "vitest";
import "../src/app/registry.ts";
import { Constants } from "../src/database.types.ts";
import { NOTIFICATION_SCREENS, notificationLink, screenLink } from "./screen-link.ts";

const ID = "0b3c8f4e-6a1d-4d2e-9f60-1c2b3a4d5e6f";

describe("screenLink", () => {
  it.each([
    [`/contracts/${ID}/review`, true],
    [`/contracts/${ID}`, true],
    [`/timesheets?open=${ID}`, true],
    [`/ppe-requests?open=${ID}`, true],
    [`/independent-payment-requests?tab=invoices&open=${ID}`, true],
    [`/talents/${ID}/documents`, true],
    [`/dashboard`, true],
    [`/talents/hiring-pools/${ID}/details?open=${ID}`, true],
    [`/talents/hiring-pools`, true],
    [`/talents/deep-research/results`, true],
    // « Page Not Found »: no route
    [`/timesheets/${ID}`, false],
    [`/scheduled-emails?open=${ID}`, false],
    // a record parameter the page does not read
    [`/contracts?open=${ID}`, false],
    [`/medical-checkup-requests?tab=x`, false],
    // not an app path
    ["https://evil.example/x", false],
    ["//evil.example/x", false],
    [3, false],
    [undefined, false],
  ])("%s → %s", (link, real) => expect(screenLink(link)).toBe(real ? link : undefined));
});

describe("notificationLink", () => {
  it("keeps a notification's own link when a screen serves it", () => {
    expect(notificationLink("contract_review", { link: `/contracts/${ID}/review` })).toBe(`/contracts/${ID}/review`);
  });

  it("falls back on the type's screen for a missing, foreign or dead link", () => {
    expect(notificationLink("timesheet_disputed", { link: `/timesheets/${ID}` })).toBe("/timesheets");
    expect(notificationLink("application_new", { count: 3 })).toBe("/applications");
    expect(notificationLink("mention", { link: "//evil.example" })).toBe("/dashboard/action-center");
    expect(notificationLink("other", null)).toBe("/dashboard/action-center");
  });

  it.each(Constants.public.Enums.notification_type)("every type has a real screen: %s", (type) => {
    expect(screenLink(NOTIFICATION_SCREENS[type])).toBe(NOTIFICATION_SCREENS[type]);
  });
});
