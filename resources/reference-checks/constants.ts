// The reference checks' outcome colours (labels: public.enum_label, src/lib/enums/labels.ts):
// a positive outcome reads green on a talent's page, a reserved one amber, a negative one red.
import { enumStyle } from "../../src/lib/enums/labels.ts";

export const REFERENCE_CHECK_OUTCOME_STYLE = enumStyle("reference_check_outcome", {
  positive: "green",
  reserved: "gold",
  negative: "red",
});
