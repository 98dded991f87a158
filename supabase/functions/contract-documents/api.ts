// The calls the contract-documents function and the document worker make to their own project,
// with fetch only (the same code runs in Node locally and in Supabase's Deno edge runtime): REST
// RPCs and storage objects, either as the caller (their Authorization header: RLS decides) or as
// the service role. The
// project, the headers and the errors are every function's (../_shared/project-api.ts).

import { failed, headersFor, type Project } from "../_shared/project-api.ts";

export { ApiError, project, rpc, select, type Caller, type Project } from "../_shared/project-api.ts";

/** The buckets the documents live in: a contract's PDFs, the requests' files (commercial conditions), invoices, signed relevés. */
export type Bucket = "contracts" | "documents" | "invoices" | "signed-timesheets";

export const download = async (p: Project, bucket: Bucket, path: string): Promise<Uint8Array> => {
  const res = await fetch(`${p.url}/storage/v1/object/${bucket}/${path}`, { headers: headersFor(p, "service") });
  if (!res.ok) return failed(res);
  return new Uint8Array(await res.arrayBuffer());
};

export const sha256Hex = async (bytes: Uint8Array): Promise<string> => {
  const digest = await crypto.subtle.digest("SHA-256", new Uint8Array(bytes));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
};
