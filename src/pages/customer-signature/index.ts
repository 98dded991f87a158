// The customer's timesheet signature page (domain §3.3), public and outside the layout.
// Its screen arrives with the timesheet issue; until then a labelled placeholder.
import type { RegistryEntry } from "../../../resources/types.ts";

export const customerSignature: RegistryEntry = {
  name: "customer-timesheet-signature",
  label: "customerTimesheetSignature",
  area: "public",
  routes: [{ path: "customer/timesheets/signature", title: "customerTimesheetSignature" }],
};
