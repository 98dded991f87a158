// The public page's path through the real server: a CSM creates the link, the anonymous page
// reads and signs the week over REST (IP from the socket, user agent); the signature queued the
// signed PDF (docs/rules/documents.md), which the `document-worker` makes from the week as signed
// and stores once — locked, the same bytes when made again —; the `timesheet-pdf` function answers
// « Document en cours de production » until then, and a short-lived download link after, to the
// signer and to the back office. The suites' server leaves the queue to the tests.
import { describe, expect, it } from "vitest";
import { rest, serviceRest, signIn } from "../../../supabase/tests/support/http.ts";
import { account } from "../../../supabase/tests/support/db.ts";
import { RENFORT } from "../../../supabase/tests/support/fixtures.ts";
import { buildTimesheetPdf, sha256Hex, type PdfWeek } from "../../../supabase/functions/_shared/timesheet-pdf.ts";
import { anonKey, documentJobOf, raw, runDocumentJob } from "../helpers.ts";

const SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const UA = "Mozilla/5.0 (Linux; Android 14) Test/1.0";

const pdf = (body: unknown, token = anonKey()) =>
  raw("/functions/v1/timesheet-pdf", {
    method: "POST",
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("timesheet-pdf", () => {
  it("links the signed PDF the queue made, once, to the signer and the back office only — R:TS-SIGN-EVIDENCE, R:TS-SIGNED-PDF", async () => {
    const csm = await signIn(account("csm"));
    // The latest draft week with days and an active signer (other suites take the earliest).
    const weeks = await serviceRest(
      "GET",
      "timesheet_week",
      `select=id,workspace_id,contract:contract_id(signer:timesheet_signer_contact_id(status)),timesheet_day(id)&status=eq.draft&workspace_id=eq.${RENFORT}&order=week_start.desc&limit=50`,
    );
    const week = weeks.rows.find(
      (w) =>
        (w.contract as { signer: { status: string } | null }).signer?.status === "active" &&
        (w.timesheet_day as unknown[]).length > 0,
    ) as { id: string; workspace_id: string };
    const link = await rest(csm, "POST", "rpc/create_timesheet_signature_link", "", {
      body: { p_timesheet_week_id: week.id },
    });
    expect(link.error).toBeNull();
    const token = link.rows[0].token as string;

    const sign = await raw("/rest/v1/rpc/sign_timesheet", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": UA, "x-forwarded-for": "6.6.6.6" },
      body: JSON.stringify({
        p_token: token,
        p_signer_name: "Marc Durand",
        p_signer_email: "marc@client.fr",
        p_signature_image: SIGNATURE,
      }),
    });
    expect(sign.status).toBe(200);

    // queued by the signature; the page and the back office wait for it, nothing makes it for them
    expect(await documentJobOf(week.id)).toMatchObject({ status: "pending", attempts: 0, file: null });
    const early = await pdf({ token });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ message: "Document en cours de production" });
    expect((await pdf({ week_id: week.id }, csm)).status).toBe(409);
    expect(await runDocumentJob(week.id)).toEqual({ claimed: 1, done: 1, failed: [] });
    expect(await documentJobOf(week.id)).toMatchObject({ status: "done", attempts: 1 });

    const first = await pdf({ token });
    expect(first.status).toBe(200);
    const link1 = (await first.json()) as { url: string; sha256: string; expires_in: number };
    expect(link1.expires_in).toBe(600);
    const file = await fetch(link1.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("attachment");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    expect(await sha256Hex(bytes)).toBe(link1.sha256);

    // Evidence from the socket, never from the client's X-Forwarded-For.
    const row = (
      await serviceRest(
        "GET",
        "timesheet_week",
        `id=eq.${week.id}&select=pdf_file,pdf_sha256,signature_ip,signature_user_agent`,
      )
    ).rows[0] as { pdf_file: string; pdf_sha256: string; signature_ip: string; signature_user_agent: string };
    expect(row.pdf_sha256).toBe(link1.sha256);
    expect(row.pdf_file.startsWith(`${week.workspace_id}/${week.id}/`)).toBe(true);
    expect(row.signature_ip).not.toContain("6.6.6.6");
    expect(row.signature_ip).toMatch(/127\.0\.0\.1|::1/);
    expect(row.signature_user_agent).toBe(UA);

    // The same bytes when made again from the week as signed (dated at the signature).
    const source = await serviceRest("POST", "rpc/timesheet_pdf_source", "", { body: { p_week_id: week.id } });
    const remade = await buildTimesheetPdf(
      source.rows[0] as unknown as PdfWeek,
      new Date((source.rows[0] as { signed_at: string }).signed_at),
    );
    expect(await sha256Hex(remade)).toBe(link1.sha256);

    // Made once: the second call links the same file.
    const again = (await (await pdf({ token })).json()) as { sha256: string };
    expect(again.sha256).toBe(link1.sha256);
    const office = await pdf({ week_id: week.id }, csm);
    expect(office.status).toBe(200);
    expect(((await office.json()) as { sha256: string }).sha256).toBe(link1.sha256);

    // Locked: no member may overwrite or delete it, even one who edits timesheets.
    const overwrite = await raw(`/storage/v1/object/signed-timesheets/${row.pdf_file}`, {
      method: "POST",
      token: csm,
      headers: { "content-type": "application/pdf", "x-upsert": "true" },
      body: new Uint8Array(bytes) as BodyInit,
    });
    expect(overwrite.ok).toBe(false);
    const remove = await raw(`/storage/v1/object/signed-timesheets/${row.pdf_file}`, { method: "DELETE", token: csm });
    expect(remove.ok).toBe(false);
    const still = await fetch(link1.url);
    expect(await sha256Hex(new Uint8Array(await still.arrayBuffer()))).toBe(link1.sha256);

    // Nobody else: marketing cannot read the week, an unknown token finds nothing.
    const marketing = await signIn(account("marketing"));
    expect((await pdf({ week_id: week.id }, marketing)).status).toBe(404);
    expect((await pdf({ week_id: week.id })).status).toBe(404);
    expect((await pdf({ token: "z".repeat(43) })).status).toBe(404);
    expect((await pdf({})).status).toBe(400);
  });
});
