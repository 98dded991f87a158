// The calls Refine's data provider does not cover, in one place: storage (uploads, signed URLs),
// the signed-in user's own auth record (profile metadata, password, e-mail links) and edge
// functions. Screens use these functions and hooks (with their own query keys), never the
// supabase client itself; rows are read and written through Refine's hooks.
import { useQuery } from "@tanstack/react-query";
import { getSupabaseClient } from "./supabase-client.ts";

export type Bucket =
  | "agency-attestations"
  | "anonymous-documents"
  | "avatars"
  | "contracts"
  | "documents"
  | "generated"
  | "gdpr-exports"
  | "invoices"
  | "resumes"
  | "voice-notes";

export const clientCallKeys = {
  signedUrl: (bucket: Bucket, path: string, ttlSeconds: number) =>
    ["storage", "signed-url", bucket, path, ttlSeconds] as const,
  signedTimesheetPdf: (weekId: string) => ["functions", "timesheet-pdf", weekId] as const,
};

const check = ({ error }: { error: unknown }): void => {
  if (error) throw error;
};

/** Stores `file` at `path` of `bucket` (the storage policies decide who may). */
export const uploadFile = async (
  bucket: Bucket,
  path: string,
  file: File,
  options: { contentType?: string; upsert?: boolean } = {},
): Promise<void> => {
  check(await getSupabaseClient().storage.from(bucket).upload(path, file, options));
};

/** A URL that shows a private file for `ttlSeconds`. */
export const signedUrl = async (bucket: Bucket, path: string, ttlSeconds: number): Promise<string> => {
  const { data, error } = await getSupabaseClient().storage.from(bucket).createSignedUrl(path, ttlSeconds);
  if (error) throw error;
  return data.signedUrl;
};

/** The signed URL of `path`, cached until a minute before it expires; none without a path. */
export const useSignedUrl = (bucket: Bucket, path: string | null | undefined, ttlSeconds: number) =>
  useQuery({
    queryKey: clientCallKeys.signedUrl(bucket, path ?? "", ttlSeconds),
    queryFn: () => signedUrl(bucket, path as string, ttlSeconds),
    enabled: !!path,
    staleTime: Math.max(ttlSeconds - 60, 0) * 1000,
    retry: false,
  });

/** The signed-in user's own login: profile metadata mirrored from public.auth_user, or a new password. */
export const updateOwnLogin = async (changes: { data?: Record<string, unknown>; password?: string }): Promise<void> => {
  check(await getSupabaseClient().auth.updateUser(changes));
};

export type EmailOtpType = "signup" | "invite" | "magiclink" | "recovery" | "email_change" | "email";

/** Verifies an e-mail link's token_hash; resolves whether it opened a session. */
export const verifyEmailLink = async (tokenHash: string, type: EmailOtpType): Promise<boolean> => {
  const { error } = await getSupabaseClient().auth.verifyOtp({ token_hash: tokenHash, type });
  return !error;
};

/** Calls `onSession` whenever supabase-js holds a session (e.g. read from an e-mail link's URL); returns the unsubscribe. */
export const onSession = (callback: () => void): (() => void) => {
  const { data } = getSupabaseClient().auth.onAuthStateChange((_event, session) => {
    if (session) callback();
  });
  return () => data.subscription.unsubscribe();
};

/** Whether supabase-js holds a session now (once it has read the URL). */
export const hasSession = async (): Promise<boolean> => !!(await getSupabaseClient().auth.getSession()).data.session;

/**
 * Calls an edge function and resolves its JSON answer. A refusal is thrown as an error carrying
 * the function's own JSON body (its French `message`, its `code`), else supabase-js's message.
 */
export const invokeFunction = async <T = void>(name: string, body: Record<string, unknown>): Promise<T> => {
  const { data, error } = await getSupabaseClient().functions.invoke<T>(name, { body });
  if (!error) return data as T;
  const context = (error as { context?: unknown }).context;
  const reply: unknown = context instanceof Response ? await context.json().catch(() => null) : null;
  const message = reply && typeof reply === "object" ? (reply as { message?: unknown }).message : undefined;
  throw Object.assign(
    new Error(typeof message === "string" ? message : error.message),
    reply && typeof reply === "object" ? reply : {},
  );
};

/**
 * The signed PDF of a timesheet week (made once by the server's document queue, locked in the
 * `signed-timesheets` bucket; the `timesheet-pdf` function reads it): a download link valid
 * 10 minutes and the file's SHA-256; refused (409) while it is being made.
 */
export const signedTimesheetPdf = async (weekId: string): Promise<{ url: string; sha256: string }> => {
  const { data, error } = await getSupabaseClient().functions.invoke<{ url: string; sha256: string }>("timesheet-pdf", {
    body: { week_id: weekId },
  });
  if (error || !data) throw error ?? new Error("timesheet-pdf");
  return data;
};

/** Seconds the timesheet-pdf function's link lives (its LINK_TTL). */
const TIMESHEET_PDF_LINK_TTL_S = 600;

/**
 * The signed PDF's download link of a signed week (none before the signature), cached until a
 * minute before the link expires. The PDF lives in `signed-timesheets`, not in `documents`:
 * the function finds it once the server's queue made it (an error until then: the screen shows
 * the job's state).
 */
export const useSignedTimesheetPdf = (weekId: string, signed: boolean) =>
  useQuery({
    queryKey: clientCallKeys.signedTimesheetPdf(weekId),
    queryFn: () => signedTimesheetPdf(weekId),
    enabled: signed,
    staleTime: (TIMESHEET_PDF_LINK_TTL_S - 60) * 1000,
    retry: false,
  });
