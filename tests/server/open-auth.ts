// The auth settings of the conformance suites: GoTrue's own defaults (open sign-up, 6-character
// passwords, no dictionary check) and brakes high enough for hundreds of requests from one IP,
// so that the protocol is tested as GoTrue ships it. The back-office defaults (sign-up off,
// password policy, rate limits) are tested on servers of their own (auth/hardening.test.ts).
import type { ServerConfig } from "../../server/config.ts";

export const OPEN_AUTH: Partial<ServerConfig> = {
  disableSignup: false,
  passwordMinLength: 6,
  rejectCommonPasswords: false,
  rateLimits: {
    signInFailuresPerIp: 100_000,
    signInFailuresPerAddress: 100_000,
    emailsPerIpPerHour: 100_000,
    emailMinIntervalSeconds: 0,
  },
};
