// The first reads the server made for a signed-in navigation and put in the page (issue #52,
// « the first read travels with the page »; server/http/first-read.ts): the user's context and
// the page's first reads (route-reads.ts, pageReadsOf), each under its query key. The boot takes
// them out of the page before anything reads, and seeds the query cache and the current-user
// loader with them when they were read for the user of this browser's session: the page's
// hooks then find their rows in the cache (fresh for the query client's staleTime) and send
// nothing. Anything else — no element, another user, a key this build does not compute for the
// URL — leaves the boot to read as before.
import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { CurrentUserContext, CurrentUserContextLoader } from "../../providers/current-user-context.ts";

/** The id of the page's `<script type="application/json">` holding the reads. */
export const EMBEDDED_READS_ID = "renfort-first-read";

export type EmbeddedReads = {
  /** the access token's subject the server read them for */
  sub: string;
  context: CurrentUserContext | null;
  reads: Array<{ key: QueryKey; data: unknown }>;
};

const isEmbeddedReads = (value: unknown): value is EmbeddedReads => {
  const v = value as EmbeddedReads | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.sub === "string" &&
    typeof v.context === "object" &&
    Array.isArray(v.reads) &&
    v.reads.every((read) => typeof read === "object" && read !== null && Array.isArray(read.key))
  );
};

/**
 * The reads embedded in the page, if any, its element removed (user data do not stay in the DOM
 * for whatever reads it later); null when absent or unreadable.
 */
export const takeEmbeddedReads = (doc: Pick<Document, "getElementById">): EmbeddedReads | null => {
  const element = doc.getElementById(EMBEDDED_READS_ID);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? "");
    return isEmbeddedReads(value) ? value : null;
  } catch {
    return null;
  }
};

/**
 * Seeds the query cache with the embedded reads whose key is one `expected` holds (the keys this
 * build gives the URL's first reads: compared by TanStack's own hash, which is what identifies a
 * query), and the current-user loader with the context, when they were read for the session's
 * user. Whether anything was seeded.
 */
export const seedEmbeddedReads = (
  embedded: EmbeddedReads | null,
  {
    session,
    expected,
    queryClient,
    currentUser,
  }: {
    session: { access_token: string; user: { id: string } } | null;
    expected: readonly QueryKey[];
    queryClient: QueryClient;
    currentUser: Pick<CurrentUserContextLoader, "seed">;
  },
): boolean => {
  if (!embedded || !session || embedded.sub !== session.user.id) return false;
  const byHash = new Map(expected.map((key) => [hashKey(key), key]));
  for (const { key, data } of embedded.reads) {
    const own = byHash.get(hashKey(key));
    if (own && data !== undefined) queryClient.setQueryData(own, data);
  }
  // the context is the user's whatever the token: a token refreshed at boot keeps it
  currentUser.seed(session.access_token, embedded.context);
  return true;
};
