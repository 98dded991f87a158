// Storage: the five buckets with the spec's upload types, and the policies on
// storage.objects (paths start with the workspace id; avatars with the user id; a document
// file is readable only when its document row is).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES } from "../seed/accounts.ts";
import { account, attempt, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const upload = (q: Query, bucket: string, name: string, mime = "application/pdf") =>
  attempt(q, () =>
    q(
      "insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, (select auth.uid())::text, jsonb_build_object('mimetype', $3::text))",
      [bucket, name, mime],
    ),
  );

describe("buckets", () => {
  it("exist, private, with the accepted types (jpeg, png, pdf, spreadsheets, heic/heif)", async () => {
    const r = await db.engine.query<{
      id: string;
      public: boolean;
      file_size_limit: number;
      allowed_mime_types: string[];
    }>(
      "select id, public, file_size_limit, allowed_mime_types from storage.buckets where id in ('documents', 'resumes', 'avatars', 'signatures', 'generated') order by id",
      [],
    );
    expect(r.rows.map((b) => b.id)).toEqual(["avatars", "documents", "generated", "resumes", "signatures"]);
    for (const b of r.rows) expect(b.public).toBe(false);
    const documents = r.rows.find((b) => b.id === "documents")!;
    expect(documents.allowed_mime_types).toEqual(
      expect.arrayContaining([
        "image/jpeg",
        "image/png",
        "application/pdf",
        "image/heic",
        "image/heif",
        "application/vnd.ms-excel",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      ]),
    );
    expect(Number(documents.file_size_limit)).toBe(10 * 1024 * 1024);
  });
});

describe("objects", () => {
  it("are written in one's workspace folder by the roles that may write the entity", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      expect((await upload(q, "documents", `${RENFORT}/talents/t1/cni.pdf`)).ok).toBe(true);
      expect((await upload(q, "resumes", `${RENFORT}/talents/t1/cv.pdf`)).ok).toBe(true);
      const foreign = await upload(q, "documents", `${WORKSPACES.partner.id}/talents/t1/cni.pdf`);
      expect(foreign.ok ? null : foreign.error.code).toBe("42501");
      const noFolder = await upload(q, "documents", "cni.pdf");
      expect(noFolder.ok ? null : noFolder.error.code).toBe("42501");
      await as(q, "marketing");
      const marketing = await upload(q, "documents", `${RENFORT}/talents/t1/rib.pdf`);
      expect(marketing.ok ? null : marketing.error.code).toBe("42501");
      expect((await upload(q, "resumes", `${RENFORT}/talents/t2/cv.pdf`)).ok).toBe(true);
    });
  });

  it("a document file is readable only by who may read its document (sensitive types hidden)", async () => {
    await db.system(async (q) => {
      const medical = await one<{ id: string; file: string }>(
        q,
        "select id, file from public.document where workspace_id = $1 and type = 'medical_attestation' and file is not null limit 1",
        [RENFORT],
      );
      const card = await one<{ file: string }>(
        q,
        "select file from public.document where workspace_id = $1 and type = 'carte_btp' and file is not null limit 1",
        [RENFORT],
      );
      // the demo seed stores a real file behind each document: insert only where it did not
      for (const name of [medical.file, card.file])
        await q("insert into storage.objects (bucket_id, name) values ('documents', $1) on conflict do nothing", [
          name,
        ]);
      const visible = async (key: string) => {
        await as(q, key);
        return (
          await q<{ name: string }>(
            "select name from storage.objects where bucket_id = 'documents' and name = any ($1::text[])",
            [[medical.file, card.file]],
          )
        ).rows
          .map((r) => r.name)
          .sort();
      };
      // a medical attestation is read through storage by no role: public.open_medical_attestation
      // (the medical-document function) opens it for who may read the document, and logs it
      expect(await visible("consultant")).toEqual([card.file]);
      const opens = async (key: string) => {
        await as(q, key);
        const r = await attempt(q, () => q("select public.open_medical_attestation($1) as path", [medical.id]));
        return r.ok ? (r.value.rows[0] as { path: string }).path : r.error.message;
      };
      expect(await opens("consultant")).toBe(medical.file);
      expect(await opens("marketing")).toBe("Attestation médicale introuvable");
      expect(await visible("marketing")).toEqual([card.file]);
      expect(await visible("csmExterne")).toEqual([card.file]);
      expect(await visible("partenaire")).toEqual([]);
    });
  });

  it("avatars: every member sees them, each user writes only their own folder", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      expect((await upload(q, "avatars", `${account("consultant").userId}/avatar.png`, "image/png")).ok).toBe(true);
      const other = await upload(q, "avatars", `${account("csm").userId}/avatar.png`, "image/png");
      expect(other.ok ? null : other.error.code).toBe("42501");
      await as(q, "partenaire");
      expect(
        Number(
          (await one<{ n: string }>(q, "select count(*) as n from storage.objects where bucket_id = 'avatars'", [])).n,
        ),
      ).toBe(1);
      await as(q, "candidat");
      const outsider = await upload(q, "avatars", `${account("candidat").userId}/avatar.png`, "image/png");
      expect(outsider.ok ? null : outsider.error.code).toBe("42501");
    });
  });

  it("generated files follow the contract rights: the external CSM reads them, marketing does not", async () => {
    await db.system(async (q) => {
      const name = `${RENFORT}/contracts/c1/contrat.pdf`;
      await q("insert into storage.objects (bucket_id, name) values ('generated', $1)", [name]);
      // this file only: the demo seed stores the generated contracts' files too
      const count = async (key: string) => {
        await as(q, key);
        return Number(
          (
            await one<{ n: string }>(
              q,
              "select count(*) as n from storage.objects where bucket_id = 'generated' and name = $1",
              [name],
            )
          ).n,
        );
      };
      expect(await count("csmExterne")).toBe(1);
      expect(await count("marketing")).toBe(0);
      await as(q, "comptable");
      expect(
        (
          await upload(
            q,
            "generated",
            `${RENFORT}/exports/paie-2026-11.xlsx`,
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          )
        ).ok,
      ).toBe(true);
    });
  });

  it("signature images follow the timesheet rights", async () => {
    await db.system(async (q) => {
      await as(q, "csm");
      expect((await upload(q, "signatures", `${RENFORT}/timesheets/w1/signature.png`, "image/png")).ok).toBe(true);
      await as(q, "marketing");
      const denied = await upload(q, "signatures", `${RENFORT}/timesheets/w1/signature2.png`, "image/png");
      expect(denied.ok ? null : denied.error.code).toBe("42501");
    });
  });
});
