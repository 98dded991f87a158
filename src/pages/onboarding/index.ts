// /onboarding: a team member not yet onboarded completes a short profile here first.
import type { RegistryEntry } from "../../../resources/types.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const onboarding: RegistryEntry = {
  name: "onboarding",
  label: "onboarding",
  area: "standalone",
  routes: [
    {
      path: "onboarding",
      title: "onboarding",
      page: lazyPage(() => import("./onboarding-page.tsx"), "OnboardingPage"),
    },
  ],
};
