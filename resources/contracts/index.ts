// Contrats de mission (docs/rules/contracts.md). /contracts/:id opens on its base page (the default
// detail); the review flows (docs/rules/contracts.md#review-flow) are its sub-pages, one per review status.
// Avenants (docs/rules/contracts.md#amendments): contracts flagged is_amendment, listed apart, each with
// the same detail and review actions as a contract. The substitute bench (a talents screen) finds a
// temp's replacement and opens the contract form on them; the signature page (public, outside the
// layout) is opened from the single-use link the talent and the client's signatory receive by e-mail
// (docs/rules/contracts.md#signature).
import { FileProtectOutlined, FileSyncOutlined, SwapOutlined } from "@ant-design/icons";
import { recordReads, screen } from "../helpers.ts";
import type { RegistryEntry } from "../types.ts";
import { firstContractListRead } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";
import { contractShowRead } from "./select.ts";

const review = () => import("./review.tsx");

export const contracts: RegistryEntry = {
  name: "contract",
  label: "contracts",
  icon: FileProtectOutlined,
  group: "contracts",
  subject: "contract",
  area: "main",
  list: "/contracts",
  show: "/contracts/:id",
  routes: [
    {
      path: "contracts",
      title: "contracts",
      page: lazyPage(() => import("./list.tsx"), "ContractsList"),
      firstQuery: firstContractListRead("contracts"),
    },
    {
      path: "contracts/:id",
      title: "contract",
      action: "show",
      page: lazyPage(() => import("./show.tsx"), "ContractShow"),
      reads: recordReads(contractShowRead),
      children: [
        {
          path: "",
          title: "contractDefault",
          action: "show",
          page: lazyPage(() => import("./detail-page.tsx"), "ContractDefaultPage"),
        },
        {
          path: "admin-modification-requested",
          title: "contractAdminModificationRequested",
          action: "show",
          page: () => review().then((m) => m.AdminModificationRequestedPage),
        },
        {
          path: "consultant-review",
          title: "contractConsultantReview",
          action: "show",
          page: () => review().then((m) => m.ConsultantReviewPage),
        },
        {
          path: "modification",
          title: "contractModification",
          action: "show",
          page: () => review().then((m) => m.ModificationPage),
        },
        { path: "review", title: "contractReview", action: "show", page: () => review().then((m) => m.ReviewPage) },
      ],
    },
  ],
};

export const amendments: RegistryEntry = {
  name: "contract",
  identifier: "amendment",
  label: "amendments",
  icon: FileSyncOutlined,
  group: "contracts",
  subject: "contract",
  area: "main",
  list: "/amendments",
  show: "/amendments/:id",
  routes: [
    {
      path: "amendments",
      title: "amendments",
      page: lazyPage(() => import("./list.tsx"), "AmendmentsList"),
      firstQuery: firstContractListRead("amendments"),
    },
    {
      path: "amendments/:id",
      title: "amendment",
      action: "show",
      page: lazyPage(() => import("./show.tsx"), "AmendmentShow"),
      reads: recordReads(contractShowRead),
    },
  ],
};

export const talentSubstituteBench = screen({
  name: "substitute-bench",
  label: "talentsSubstituteBench",
  icon: SwapOutlined,
  group: "talents",
  subject: "substitute_bench",
  path: "talents/substitute-bench",
  page: lazyPage(() => import("./substitute-bench/page.tsx"), "SubstituteBenchPage"),
});

export const contractSignature: RegistryEntry = {
  name: "contract-signature",
  label: "contractSignature",
  area: "public",
  routes: [
    {
      path: "sign/contract",
      title: "contractSignature",
      page: lazyPage(() => import("./signature/sign-page.tsx"), "ContractSignPage"),
    },
  ],
};
