// The anonymous documents through the real server (issue #33 item 2): a consultant creates a
// talent through the API, previews the proposed paragraph, has the `anonymous-documents`
// function freeze the resume: the PDF lands in the private bucket at
// <workspace>/<talent>/<kind>-<id>.pdf, its row is written, the talent's status is « done », the
// signed link downloads it and its text holds the job but not the name. A paragraph naming the
// talent is refused; accounting reads but may not generate, marketing generates, the external CSM
// may not; the partner workspace reads neither the row nor the file; nobody updates or deletes a
// frozen document.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { extractPdfText } from "../../../supabase/functions/_shared/contract-pdf/extract-text.ts";
import { account } from "../../../supabase/tests/support/db.ts";
import { rest, signIn } from "../../../supabase/tests/support/http.ts";
import { raw } from "../helpers.ts";

type Made = { id: string; storage_path: string; url: string };

const call = (token: string, body: Record<string, unknown>) =>
  raw("/functions/v1/anonymous-documents", {
    method: "POST",
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

let consultant: string;
let talentId: string;
const tag = randomUUID().slice(0, 6);
const LAST_NAME = `Quillebœuf${tag}`;

beforeAll(async () => {
  consultant = await signIn(account("consultant"));
  const job = await rest(consultant, "GET", "job", "code=eq.macon&select=id");
  expect(job.rows).toHaveLength(1);
  const saved = await rest(consultant, "POST", "rpc/save_talent", "", {
    body: {
      p_values: {
        first_name: "Zéphyrine",
        last_name: LAST_NAME,
        email: `z-${tag}@exemple.test`,
        phone_number: "+33698765432",
      },
      p_address: {
        street1: "17 impasse des Grenadiers",
        postal_code: "69100",
        city: "Villeurbanne",
        country_code: "FR",
      },
      p_job_ids: [job.rows[0]!.id],
    },
  });
  expect(saved.error).toBeNull();
  talentId = saved.rows[0]!.id as string;
});

describe("anonymous-documents", () => {
  it("previews the proposed paragraph without storing anything — R:DOC-ANON-PARAGRAPH", async () => {
    const res = await call(consultant, { talent_id: talentId, kind: "bio", preview: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { bio_text: string; reference: string; profile: { department: string } };
    expect(body.bio_text).toMatch(/^Maçon/);
    expect(body.bio_text).not.toContain("Zéphyrine");
    expect(body.reference).toMatch(/^Profil n° [0-9A-F]{6}$/);
    expect(body.profile.department).toMatch(/69/);
    const rows = await rest(consultant, "GET", "talent_anonymous_document", `talent_id=eq.${talentId}&select=id`);
    expect(rows.rows).toHaveLength(0);
  });

  let made: Made;
  it("freezes the resume: file, row, status, signed link — R:DOC-ANON-VERSIONS", async () => {
    const bio = "Maçon sérieux, à l'aise sur les chantiers de gros œuvre.";
    const res = await call(consultant, { talent_id: talentId, kind: "resume", bio_text: bio });
    expect(res.status).toBe(200);
    made = (await res.json()) as Made;
    const row = await rest(consultant, "GET", "talent_anonymous_document", `id=eq.${made.id}&select=*`);
    expect(row.rows).toHaveLength(1);
    const r = row.rows[0] as {
      workspace_id: string;
      kind: string;
      bio_text: string;
      storage_path: string;
      created_by: string;
    };
    expect(made.storage_path).toBe(`${r.workspace_id}/${talentId}/resume-${made.id}.pdf`);
    expect(r).toMatchObject({
      kind: "resume",
      bio_text: bio,
      storage_path: made.storage_path,
      created_by: account("consultant").userId,
    });

    const talent = await rest(
      consultant,
      "GET",
      "talent",
      `id=eq.${talentId}&select=anonymous_resume_status,anonymous_bio`,
    );
    expect(talent.rows[0]).toEqual({ anonymous_resume_status: "done", anonymous_bio: bio });

    const file = await fetch(made.url);
    expect(file.status).toBe(200);
    const text = (await extractPdfText(new Uint8Array(await file.arrayBuffer()))).join("\n");
    expect(text).toContain("CV anonyme");
    expect(text).toContain("Maçon");
    expect(text).toContain("(69)");
    for (const identifying of ["Zéphyrine", LAST_NAME, "Grenadiers", "Villeurbanne", "69100", "98765432"])
      expect(text).not.toContain(identifying);
  });

  it("refuses a paragraph that names the talent, in French — R:DOC-ANON-PARAGRAPH", async () => {
    const res = await call(consultant, {
      talent_id: talentId,
      kind: "bio",
      bio_text: `Zéphyrine ${LAST_NAME}, maçon.`,
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Le paragraphe nomme le talent/);
  });

  it("lets accounting read the document but not generate one — R:DOC-ANON-WHO", async () => {
    const accountant = await signIn(account("comptable"));
    const rows = await rest(accountant, "GET", "talent_anonymous_document", `talent_id=eq.${talentId}&select=id`);
    expect(rows.rows.map((r) => r.id)).toEqual([made.id]);
    const file = await raw(`/storage/v1/object/anonymous-documents/${made.storage_path}`, { token: accountant });
    expect(file.status).toBe(200);
    const res = await call(accountant, { talent_id: talentId, kind: "bio" });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      "Vos droits ne permettent pas de générer un document anonyme",
    );
    const after = await rest(consultant, "GET", "talent_anonymous_document", `talent_id=eq.${talentId}&select=id`);
    expect(after.rows).toHaveLength(1);
  });

  it("lets marketing generate a bio, and refuses the external CSM — R:DOC-ANON-WHO", async () => {
    const marketing = await signIn(account("marketing"));
    const made = await call(marketing, { talent_id: talentId, kind: "bio" });
    expect(made.status).toBe(200);
    const { id } = (await made.json()) as Made;
    const row = await rest(marketing, "GET", "talent_anonymous_document", `id=eq.${id}&select=kind,created_by`);
    expect(row.rows).toEqual([{ kind: "bio", created_by: account("marketing").userId }]);
    const status = await rest(marketing, "GET", "talent", `id=eq.${talentId}&select=anonymous_bio_status`);
    expect(status.rows[0]).toEqual({ anonymous_bio_status: "done" });

    const external = await signIn(account("csmExterne"));
    expect((await call(external, { talent_id: talentId, kind: "bio" })).status).toBe(403);
  });

  it("keeps the partner workspace out: no row, no file, no generation — R:DOC-ANON-WHO", async () => {
    const partner = await signIn(account("partenaire"));
    const rows = await rest(partner, "GET", "talent_anonymous_document", `id=eq.${made.id}&select=id`);
    expect(rows.rows).toHaveLength(0);
    const file = await raw(`/storage/v1/object/anonymous-documents/${made.storage_path}`, { token: partner });
    expect(file.status).not.toBe(200);
    const sign = await raw(`/storage/v1/object/sign/anonymous-documents/${made.storage_path}`, {
      method: "POST",
      token: partner,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    expect(sign.status).not.toBe(200);
    const res = await call(partner, { talent_id: talentId, kind: "bio" });
    expect(res.status).toBe(404);
  });

  it("never lets a frozen document change: no update, no delete, no overwrite — R:DOC-ANON-VERSIONS", async () => {
    const update = await rest(consultant, "PATCH", "talent_anonymous_document", `id=eq.${made.id}`, {
      body: { bio_text: "Autre texte" },
      prefer: "return=representation",
    });
    expect(update.rows).toHaveLength(0);
    const remove = await rest(consultant, "DELETE", "talent_anonymous_document", `id=eq.${made.id}`, {
      prefer: "return=representation",
    });
    expect(remove.rows).toHaveLength(0);
    const overwrite = await raw(`/storage/v1/object/anonymous-documents/${made.storage_path}`, {
      method: "PUT",
      token: consultant,
      headers: { "content-type": "application/pdf", "x-upsert": "true" },
      body: new Uint8Array([37, 80, 68, 70]),
    });
    expect(overwrite.status).not.toBe(200);
    const row = await rest(consultant, "GET", "talent_anonymous_document", `id=eq.${made.id}&select=bio_text`);
    expect(row.rows[0]!.bio_text).not.toBe("Autre texte");
  });
});
