// Sign-in and the e-mail link landings, outside the layout and the global guard.
import type { RegistryEntry } from "../../../resources/types.ts";

export const authPages: RegistryEntry = {
  name: "auth",
  label: "login",
  area: "public",
  routes: [
    { path: "login", title: "login", page: () => import("./login-page.tsx").then((m) => m.LoginPage) },
    { path: "logout", title: "logout", page: () => import("./logout-page.tsx").then((m) => m.LogoutPage) },
    {
      path: "auth/callback",
      title: "authCallback",
      page: () => import("./callback-page.tsx").then((m) => m.CallbackPage),
    },
    {
      path: "auth/confirmation",
      title: "authConfirmation",
      page: () => import("./confirmation-page.tsx").then((m) => m.ConfirmationPage),
    },
    {
      path: "auth/default",
      title: "authDefault",
      page: () => import("./default-page.tsx").then((m) => m.DefaultAuthPage),
    },
    {
      path: "auth/recovery",
      title: "authRecovery",
      page: () => import("./recovery-page.tsx").then((m) => m.RecoveryPage),
    },
    {
      path: "auth/invitation",
      title: "authInvitation",
      page: () => import("./recovery-page.tsx").then((m) => m.InvitationPage),
    },
  ],
};
