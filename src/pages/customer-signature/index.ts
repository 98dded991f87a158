// The customer's timesheet signature page (docs/rules/timesheets.md#customer-signature), public and
// outside the layout. It is built as its own small entry (signature.html, src/signature/) that the
// server and the dev server serve at this path; the route stays in the registry so that a
// navigation inside the app reaches it too, by loading the page from the server.
import type { RegistryEntry } from "../../../resources/types.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const customerSignature: RegistryEntry = {
  name: "customer-timesheet-signature",
  label: "customerTimesheetSignature",
  area: "public",
  routes: [
    {
      path: "customer/timesheets/signature",
      title: "customerTimesheetSignature",
      page: lazyPage(() => import("./load-signature-page.tsx"), "LoadSignaturePage"),
    },
  ],
};
