// Error reporting with Sentry when a DSN is configured, nothing otherwise. The SDK is loaded
// on demand so that a deployment without a DSN never downloads it. The signed-in user is
// identified once (e-mail, id, display name).
type Identity = { id: string; email: string; name: string };

let sentry: Promise<typeof import("@sentry/react") | null> = Promise.resolve(null);
let identifiedId: string | null = null;

export const initErrorReporting = (dsn: string | undefined, environment: string): void => {
  if (!dsn) return;
  sentry = import("@sentry/react").then((Sentry) => {
    Sentry.init({ dsn, environment });
    return Sentry;
  });
};

export const identifyOnce = async (identity: Identity): Promise<boolean> => {
  if (identifiedId === identity.id) return false;
  identifiedId = identity.id;
  const Sentry = await sentry;
  Sentry?.setUser({ id: identity.id, email: identity.email, username: identity.name });
  return true;
};

export const forgetIdentity = async (): Promise<void> => {
  identifiedId = null;
  (await sentry)?.setUser(null);
};

export const reportError = async (error: unknown): Promise<void> => {
  (await sentry)?.captureException(error);
};
