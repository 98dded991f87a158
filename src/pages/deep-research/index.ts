// Deep research over talents (docs/rules/talents-documents.md#deep-research): every page but
// request-access sits behind the deep-research guard (a feature flag, or the developer role).
// The question, /refine and /results keep their whole state in the URL (state.ts).
import { ExperimentOutlined } from "@ant-design/icons";
import type { RegistryEntry } from "../../../resources/types.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const deepResearch: RegistryEntry = {
  name: "deep-research",
  label: "deepResearch",
  icon: ExperimentOutlined,
  group: "talents",
  subject: "deep_research",
  area: "main",
  list: "/talents/deep-research",
  routes: [
    {
      path: "talents/deep-research",
      title: "deepResearch",
      guard: "deep-research",
      page: lazyPage(() => import("./question-page.tsx"), "DeepResearchQuestionPage"),
    },
    {
      path: "talents/deep-research/refine",
      title: "deepResearchRefine",
      guard: "deep-research",
      page: lazyPage(() => import("./refine-page.tsx"), "DeepResearchRefinePage"),
    },
    {
      path: "talents/deep-research/results",
      title: "deepResearchResults",
      guard: "deep-research",
      page: lazyPage(() => import("./results-page.tsx"), "DeepResearchResultsPage"),
    },
    {
      path: "talents/deep-research/request-access",
      title: "deepResearchRequestAccess",
      page: lazyPage(() => import("./request-access.tsx"), "RequestAccessPage"),
    },
  ],
};
