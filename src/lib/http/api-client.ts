// The client for the application API (`/api`): bearer token, JSON or form data, empty query
// parameters dropped, GET retried once on transient statuses, the server's message on failure.
export const API_MESSAGES = {
  missingUrl: "Missing API URL",
  missingToken: "Missing access token",
  noData: "No data returned",
  default: "An error has occurred. Please try again later.",
} as const;

/** Statuses worth one more GET: timeouts, conflicts, rate limits, gateway and server hiccups. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export class ApiError extends Error {
  readonly status?: number;
  readonly cancelled: boolean;
  constructor(message: string, options: { status?: number; cancelled?: boolean } = {}) {
    super(message);
    this.name = "ApiError";
    this.status = options.status;
    this.cancelled = options.cancelled ?? false;
  }
}

/** Any error whose message contains "aborted" is a cancelled request, not a failure. */
export const isCancelledError = (error: unknown): boolean =>
  (error instanceof ApiError && error.cancelled) ||
  (error instanceof Error && error.message.toLowerCase().includes("aborted"));

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

const isEmpty = (value: QueryValue): boolean =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

export const buildApiUrl = (baseUrl: string, path: string, query: Query = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (isEmpty(value)) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}${search ? `?${search}` : ""}`;
};

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiRequest = {
  query?: Query;
  /** sent as JSON */
  body?: unknown;
  /** sent as multipart form data (takes precedence over body) */
  form?: FormData;
  signal?: AbortSignal;
  /** false for calls answered with an empty body (204) */
  expectData?: boolean;
};

export type ApiClientOptions = {
  baseUrl: string | undefined;
  getAccessToken: () => Promise<string | null | undefined>;
  fetch?: typeof fetch;
};

const serverMessage = async (response: Response): Promise<string> => {
  const text = await response.text().catch(() => "");
  if (!text) return API_MESSAGES.default;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") {
      const record = parsed as Record<string, unknown>;
      const message = record.message ?? record.error ?? record.msg;
      if (typeof message === "string" && message) return message;
    }
  } catch {
    return text;
  }
  return API_MESSAGES.default;
};

export const createApiClient = (options: ApiClientOptions) => {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  const send = async (method: HttpMethod, url: string, init: RequestInit): Promise<Response> => {
    try {
      const first = await doFetch(url, { ...init, method });
      if (method === "GET" && RETRYABLE_STATUSES.has(first.status)) return await doFetch(url, { ...init, method });
      return first;
    } catch (error) {
      if (isCancelledError(error)) throw new ApiError((error as Error).message, { cancelled: true });
      throw error;
    }
  };

  const request = async <T>(method: HttpMethod, path: string, req: ApiRequest = {}): Promise<T> => {
    if (!options.baseUrl) throw new ApiError(API_MESSAGES.missingUrl);
    const token = await options.getAccessToken();
    if (!token) throw new ApiError(API_MESSAGES.missingToken);
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: "application/json" };
    let body: BodyInit | undefined;
    if (req.form) body = req.form;
    else if (req.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(req.body);
    }
    const response = await send(method, buildApiUrl(options.baseUrl, path, req.query), {
      headers,
      body,
      signal: req.signal,
    });
    if (!response.ok) throw new ApiError(await serverMessage(response), { status: response.status });
    const text = response.status === 204 ? "" : await response.text();
    if (!text) {
      if (req.expectData === false) return undefined as T;
      throw new ApiError(API_MESSAGES.noData, { status: response.status });
    }
    const data = JSON.parse(text) as T | null;
    if (data === null && req.expectData !== false) throw new ApiError(API_MESSAGES.noData, { status: response.status });
    return data as T;
  };

  return {
    request,
    get: <T>(path: string, req?: Omit<ApiRequest, "body" | "form">) => request<T>("GET", path, req),
    post: <T>(path: string, req?: ApiRequest) => request<T>("POST", path, req),
    put: <T>(path: string, req?: ApiRequest) => request<T>("PUT", path, req),
    patch: <T>(path: string, req?: ApiRequest) => request<T>("PATCH", path, req),
    delete: <T>(path: string, req?: ApiRequest) => request<T>("DELETE", path, req),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
