// /403: where a signed-in user who is not a team member lands.
import type { RegistryEntry } from "../../../resources/types.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const forbidden: RegistryEntry = {
  name: "forbidden",
  label: "forbidden",
  area: "public",
  routes: [{ path: "403", title: "forbidden", page: lazyPage(() => import("./forbidden-page.tsx"), "ForbiddenPage") }],
};
