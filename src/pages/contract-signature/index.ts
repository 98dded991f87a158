// The contract signature page (docs/rules/contracts.md#signature, issue #17): public, outside the layout, opened from
// the single-use link the talent and the client's signatory receive by e-mail.
import type { RegistryEntry } from "../../../resources/types.ts";

export const contractSignature: RegistryEntry = {
  name: "contract-signature",
  label: "contractSignature",
  area: "public",
  routes: [
    {
      path: "sign/contract",
      title: "contractSignature",
      page: () => import("../../../resources/contracts/signature/sign-page.tsx").then((m) => m.ContractSignPage),
    },
  ],
};
