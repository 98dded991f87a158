// Supabase session storage in cookies (docs/rules/application.md#session): path /, SameSite lax, readable by the
// page (not HttpOnly), kept 400 days, split into numbered chunks beyond ~3180 characters.
export const SESSION_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
export const MAX_CHUNK_SIZE = 3180;

/**
 * The key supabase-js keeps the session under for this API URL (its own default's form), the
 * cookie's name: the server reads the session from it too (server/http/first-read.ts).
 */
export const sessionStorageKey = (supabaseUrl: string): string =>
  `sb-${new URL(supabaseUrl).hostname.split(".")[0]}-auth-token`;

export type CookieDocument = { cookie: string };

export type CookieOptions = { path?: string; sameSite?: "lax" | "strict"; maxAge?: number; secure?: boolean };

export const SESSION_COOKIE_OPTIONS: CookieOptions = { path: "/", sameSite: "lax", maxAge: SESSION_COOKIE_MAX_AGE_S };

export const serializeCookie = (name: string, value: string, options: CookieOptions = SESSION_COOKIE_OPTIONS): string =>
  [
    `${name}=${value}`,
    `Path=${options.path ?? "/"}`,
    `SameSite=${options.sameSite === "strict" ? "Strict" : "Lax"}`,
    options.maxAge !== undefined ? `Max-Age=${options.maxAge}` : "",
    options.secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");

export const parseCookies = (header: string): Record<string, string> =>
  Object.fromEntries(
    header
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const eq = part.indexOf("=");
        return eq === -1 ? [part, ""] : [part.slice(0, eq), part.slice(eq + 1)];
      }),
  );

/** Splits an URI-encoded value without cutting a %XX escape in two. */
export const splitEncoded = (encoded: string, size = MAX_CHUNK_SIZE): string[] => {
  const chunks: string[] = [];
  let rest = encoded;
  while (rest.length > size) {
    let cut = size;
    const escape = rest.lastIndexOf("%", cut);
    if (escape > cut - 3) cut = escape;
    chunks.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  chunks.push(rest);
  return chunks;
};

/** The cookies to write for a value: one cookie when it fits, `key.0`, `key.1`… otherwise. */
export const chunkCookies = (key: string, value: string, size = MAX_CHUNK_SIZE): Array<[string, string]> => {
  const encoded = encodeURIComponent(value);
  if (encoded.length <= size) return [[key, encoded]];
  return splitEncoded(encoded, size).map((chunk, index) => [`${key}.${index}`, chunk]);
};

export const readChunked = (key: string, cookies: Record<string, string>): string | null => {
  if (key in cookies) return decodeURIComponent(cookies[key]);
  const parts: string[] = [];
  for (let index = 0; `${key}.${index}` in cookies; index += 1) parts.push(cookies[`${key}.${index}`]);
  return parts.length ? decodeURIComponent(parts.join("")) : null;
};

const namesFor = (key: string, cookies: Record<string, string>): string[] =>
  Object.keys(cookies).filter((name) => name === key || name.startsWith(`${key}.`));

/** A storage adapter for supabase-js (`auth.storage`) over `document.cookie`. */
export const createCookieStorage = (doc: CookieDocument, options: CookieOptions = SESSION_COOKIE_OPTIONS) => {
  const expire = (name: string) => {
    doc.cookie = serializeCookie(name, "", { ...options, maxAge: 0 });
  };
  return {
    getItem: (key: string): string | null => readChunked(key, parseCookies(doc.cookie)),
    setItem: (key: string, value: string): void => {
      const next = chunkCookies(key, value);
      const keep = new Set(next.map(([name]) => name));
      namesFor(key, parseCookies(doc.cookie))
        .filter((name) => !keep.has(name))
        .forEach(expire);
      next.forEach(([name, chunk]) => {
        doc.cookie = serializeCookie(name, chunk, options);
      });
    },
    removeItem: (key: string): void => namesFor(key, parseCookies(doc.cookie)).forEach(expire),
  };
};
