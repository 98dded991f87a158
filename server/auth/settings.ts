// GET /settings and GET /health (settings.go, health.go): what this GoTrue offers — e-mail
// sign-in only, no external providers, phone or anonymous users, and whether mail autoconfirms.
import type { ServerContext } from "../context.ts";

const PROVIDERS = [
  "anonymous_users",
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "keycloak",
  "kakao",
  "linkedin",
  "linkedin_oidc",
  "notion",
  "spotify",
  "slack",
  "slack_oidc",
  "workos",
  "twitch",
  "twitter",
  "email",
  "phone",
  "zoom",
];

export function settings(ctx: ServerContext) {
  return {
    external: Object.fromEntries(
      PROVIDERS.map((p) => [p, p === "email" || (p === "anonymous_users" && ctx.config.anonymousUsersEnabled)]),
    ),
    disable_signup: ctx.config.disableSignup,
    mailer_autoconfirm: ctx.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  };
}

export function health() {
  return { version: "v2-renfort", name: "GoTrue", description: "GoTrue is a user registration and authentication API" };
}
