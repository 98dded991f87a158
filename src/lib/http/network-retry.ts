// The authentication fetch is retried up to 3 times when the network fails (docs/rules/application.md#http-retries): a
// TypeError from fetch, not an HTTP error status and not a cancelled request.
import { isCancelledError } from "./api-client.ts";

export const AUTH_FETCH_RETRIES = 3;

export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError && !isCancelledError(error);

type Options = {
  retries?: number;
  /** which requests may be retried (the auth service only) */
  shouldRetry: (url: string) => boolean;
  /** pause before attempt n (1-based) */
  wait?: (attempt: number) => Promise<void>;
};

const defaultWait = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, 250 * attempt));

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

export const withNetworkRetry = (fetchImpl: typeof fetch, options: Options): typeof fetch => {
  const retries = options.retries ?? AUTH_FETCH_RETRIES;
  const wait = options.wait ?? defaultWait;
  return async (input, init) => {
    const retryable = options.shouldRetry(urlOf(input));
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await fetchImpl(input, init);
      } catch (error) {
        if (!retryable || attempt >= retries || !isNetworkFailure(error)) throw error;
        await wait(attempt + 1);
      }
    }
  };
};
