// Sign-in and the e-mail link landings, outside the layout and the global guard.
import type { RegistryEntry } from "../../../resources/types.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const authPages: RegistryEntry = {
  name: "auth",
  label: "login",
  area: "public",
  routes: [
    { path: "login", title: "login", page: lazyPage(() => import("./login-page.tsx"), "LoginPage") },
    { path: "logout", title: "logout", page: lazyPage(() => import("./logout-page.tsx"), "LogoutPage") },
    {
      path: "auth/callback",
      title: "authCallback",
      page: lazyPage(() => import("./callback-page.tsx"), "CallbackPage"),
    },
    {
      path: "auth/confirmation",
      title: "authConfirmation",
      page: lazyPage(() => import("./confirmation-page.tsx"), "ConfirmationPage"),
    },
    {
      path: "auth/default",
      title: "authDefault",
      page: lazyPage(() => import("./default-page.tsx"), "DefaultAuthPage"),
    },
    {
      path: "auth/recovery",
      title: "authRecovery",
      page: lazyPage(() => import("./recovery-page.tsx"), "RecoveryPage"),
    },
    {
      path: "auth/invitation",
      title: "authInvitation",
      page: lazyPage(() => import("./recovery-page.tsx"), "InvitationPage"),
    },
  ],
};
