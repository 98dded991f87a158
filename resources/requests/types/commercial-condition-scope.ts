// Whom commercial conditions bind (docs/rules/requests.md#commercial-conditions): the agency's
// default binds no company nor group and is signed by no client. Apart from the definition, which
// the drawer's cards it imports also need this.
import type { RequestRow } from "../definition.ts";

export const isAgencyDefault = (row: RequestRow | { scope_type?: unknown }) => row.scope_type === "agency_default";
