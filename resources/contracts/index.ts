// Contrats de mission (docs/rules/contracts.md). /contracts/:id opens on its base page (the default
// detail); the review flows (docs/rules/contracts.md#review-flow) are its sub-pages, one per review status.
import { FileProtectOutlined } from "@ant-design/icons";
import type { RegistryEntry } from "../types.ts";
import { firstContractListRead } from "./list-read.ts";

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
      page: () => import("./list.tsx").then((m) => m.ContractsList),
      firstQuery: firstContractListRead("contracts"),
    },
    {
      path: "contracts/:id",
      title: "contract",
      action: "show",
      page: () => import("./show.tsx").then((m) => m.ContractShow),
      children: [
        {
          path: "",
          title: "contractDefault",
          action: "show",
          page: () => import("./detail-page.tsx").then((m) => m.ContractDefaultPage),
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
