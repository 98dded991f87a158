// The demo seed holds up to clicks: every `document` and `resume` row of the seeded server has
// an object at the path it references, downloadable by a member who may read the row (through
// the storage API; a medical attestation through the medical-document function), whose real (sniffed) type is the row's; every seeded phone passes the
// app's own validator; the onboarding account has not been onboarded.
import { fileTypeFromBuffer } from "file-type";
import { beforeAll, describe, expect, it } from "vitest";
import { isValidPhone } from "../../../src/lib/phone/phone-numbers.ts";
import { accountByKey, ONBOARDING_ACCOUNT, WORKSPACES } from "../../../supabase/seed/accounts.ts";
import { client, serviceClient } from "../helpers.ts";

type FileRow = { id: string; workspace_id: string; file: string | null; mime_type: string | null; type?: string };
type Reader = Awaited<ReturnType<typeof signedIn>>;

/**
 * The file's bytes as its reader gets them: through storage, or, for a medical attestation,
 * through the medical-document function's signed link (no storage policy reaches those files).
 */
async function download(reader: Reader, bucket: string, row: FileRow): Promise<Blob | string> {
  if (row.type !== "medical_attestation") {
    const { data, error } = await reader.storage.from(bucket).download(row.file!);
    return error || !data ? (error?.message ?? "vide") : data;
  }
  const { data, error } = await reader.functions.invoke<{ url: string }>("medical-document", {
    body: { document_id: row.id },
  });
  if (error || !data) return error?.message ?? "vide";
  const res = await fetch(data.url);
  return res.ok ? res.blob() : `HTTP ${res.status}`;
}

// A reader per workspace: the developer reads every document of Renfort and Cabinet Martin.
const READERS: Record<string, string> = {
  [WORKSPACES.renfort.id]: "dev",
  [WORKSPACES.cabinetMartin.id]: "dev",
  [WORKSPACES.partner.id]: "partenaire",
};

async function signedIn(key: string) {
  const c = client();
  const { error } = await c.auth.signInWithPassword({ email: accountByKey(key).email, password: "renfort-demo" });
  if (error) throw error;
  return c;
}

async function allRows<T>(table: string, columns: string): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await serviceClient()
      .from(table)
      .select(columns)
      .order("id")
      .range(from, from + 999);
    if (error) throw error;
    rows.push(...(data as T[]));
    if (!data || data.length < 1000) return rows;
  }
}

describe("demo seed: files behind the rows", () => {
  const readers = new Map<string, Awaited<ReturnType<typeof signedIn>>>();
  beforeAll(async () => {
    for (const key of new Set(Object.values(READERS))) readers.set(key, await signedIn(key));
  });

  // ≈ 700 downloads through the server: a volume, not a delay, is checked here (18 s on a loaded
  // machine, past the 30 s default once beside two other suites)
  it.each([
    ["document", "documents"],
    ["resume", "resumes"],
  ])(
    "every %s row has a downloadable object of its type",
    async (table, bucket) => {
      const columns =
        table === "document" ? "id, workspace_id, file, mime_type, type" : "id, workspace_id, file, mime_type";
      const rows = (await allRows<FileRow>(table, columns)).filter((r) => r.file);
      expect(rows.length).toBeGreaterThan(table === "document" ? 500 : 150);
      const failures: string[] = [];
      for (let i = 0; i < rows.length; i += 16) {
        await Promise.all(
          rows.slice(i, i + 16).map(async (row) => {
            const reader = readers.get(READERS[row.workspace_id])!;
            const data = await download(reader, bucket, row);
            if (typeof data === "string") return void failures.push(`${row.file}: ${data}`);
            const sniffed = await fileTypeFromBuffer(new Uint8Array(await data.arrayBuffer()));
            if (sniffed?.mime !== row.mime_type)
              failures.push(`${row.file}: ${sniffed?.mime ?? "inconnu"} ≠ ${row.mime_type}`);
          }),
        );
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it("the documents' images are PNG files named .png", async () => {
    const images = (await allRows<FileRow>("document", "id, workspace_id, file, mime_type")).filter((r) =>
      r.mime_type?.startsWith("image/"),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const row of images) {
      if (row.mime_type === "image/png") expect(row.file).toMatch(/\.png$/);
    }
  });
});

describe("demo seed: phones", () => {
  it.each([
    ["talent", "phone_number"],
    ["contact", "phone_number"],
    ["company", "phone_number"],
    ["qualification_center", "phone_number"],
    ["medical_center", "phone_number"],
  ])("every %s.%s passes the app's validator", async (table, column) => {
    const rows = await allRows<Record<string, string | null>>(table, `id, ${column}`);
    const phones = rows.map((r) => r[column]).filter((p): p is string => !!p);
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.filter((p) => !isValidPhone(p))).toEqual([]);
  });
});

describe("demo seed: onboarding account", () => {
  it("signs in as a team member who has not been onboarded", async () => {
    const c = await signedIn("dev");
    const { data, error } = await c
      .from("team_member")
      .select("email, is_onboarded")
      .eq("email", ONBOARDING_ACCOUNT.email)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ email: ONBOARDING_ACCOUNT.email, is_onboarded: false });
    const newcomer = client();
    const signIn = await newcomer.auth.signInWithPassword({
      email: ONBOARDING_ACCOUNT.email,
      password: "renfort-demo",
    });
    expect(signIn.error).toBeNull();
  });
});
