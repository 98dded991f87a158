// supabase/config.toml says for a Supabase project what the code does (README.md, « Utiliser un
// projet Supabase hébergé »): every function folder deployed with the JWT rule its index.ts
// exports, the local simulators not deployed, the auth mails the embedded server sends (their
// hosted templates generated from server/auth/mailer.ts, `npm run auth:templates`), and the
// sign-up, code and password rules the embedded auth applies.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../server/config.ts";
import { OTP_EXPIRY_SECONDS } from "../server/auth/verify.ts";
import { HOSTED_TEMPLATES, hostedTemplate, templatePath, type HostedTemplate } from "./auth-templates.ts";

const ROOT = path.join(import.meta.dirname, "..");
const FUNCTIONS = path.join(ROOT, "supabase/functions");

type Config = {
  auth: {
    enable_signup: boolean;
    minimum_password_length: number;
    email: {
      enable_signup: boolean;
      otp_length: number;
      otp_expiry: number;
      template: Record<string, { subject: string; content_path: string }>;
    };
  };
  functions: Record<string, { verify_jwt: boolean; enabled?: boolean }>;
};
const config = parse(readFileSync(path.join(ROOT, "supabase/config.toml"), "utf8")) as unknown as Config;

const folders = readdirSync(FUNCTIONS, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith("_"))
  .map((d) => d.name);
/** the simulators of the embedded server, which a hosted project replaces by the real services */
const LOCAL_ONLY = ["calendar-local", "dpae-urssaf-local", "platform-local"];

describe("supabase/config.toml", () => {
  it("names every function folder, and only them, with the JWT rule its entry exports", () => {
    expect(Object.keys(config.functions).sort()).toEqual([...folders].sort());
    for (const name of folders) {
      const entry = readFileSync(path.join(FUNCTIONS, name, "index.ts"), "utf8");
      const opensWithoutJwt = /^export const verifyJwt = false;/m.test(entry);
      expect(config.functions[name]!.verify_jwt, name).toBe(!opensWithoutJwt);
    }
  });

  it("does not deploy the embedded server's simulators, and deploys the rest", () => {
    const disabled = Object.entries(config.functions)
      .filter(([, f]) => f.enabled === false)
      .map(([name]) => name);
    expect(disabled.sort()).toEqual(LOCAL_ONLY);
  });

  it("sends the embedded server's French mails: each template generated from server/auth/mailer.ts", () => {
    const templates = config.auth.email.template;
    expect(Object.keys(templates).sort()).toEqual(Object.keys(HOSTED_TEMPLATES).sort());
    for (const name of Object.keys(HOSTED_TEMPLATES) as HostedTemplate[]) {
      const expected = hostedTemplate(name);
      expect(templates[name]!.subject, name).toBe(expected.subject);
      expect(path.normalize(templates[name]!.content_path), name).toBe(templatePath(name));
      expect(readFileSync(path.join(ROOT, templatePath(name)), "utf8"), `${name} (npm run auth:templates)`).toBe(
        expected.html,
      );
    }
    // the link and the code where the server writes them, in GoTrue's placeholders
    expect(hostedTemplate("magic_link").html).toContain('<a href="{{ .ConfirmationURL }}">Me connecter</a>');
    expect(hostedTemplate("reauthentication").html).toContain("Votre code : <strong>{{ .Token }}</strong>");
    expect(hostedTemplate("invite").html).toContain('{{ if eq (printf "%v" .Data.space) "client" }}');
  });

  it("applies the embedded auth's rules: no sign-up, a 6-digit code valid an hour, the password's length", () => {
    const server = loadConfig({});
    expect(config.auth.enable_signup).toBe(!server.disableSignup);
    expect(config.auth.email.enable_signup).toBe(!server.disableSignup);
    expect(config.auth.email.otp_length).toBe(6);
    expect(config.auth.email.otp_expiry).toBe(OTP_EXPIRY_SECONDS);
    expect(config.auth.minimum_password_length).toBe(server.passwordMinLength);
  });
});
