// The access archive's shape (gdpr.ts): data.json and the files under files/<bucket>/, names made
// safe and unique, the same bytes when made twice from the same request.
import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { archiveName, buildArchive, produceTalentDataExport } from "./gdpr.ts";

describe("the talent data archive", () => {
  it("names each file once, safely, under its bucket", () => {
    const taken = new Set<string>();
    expect(archiveName(taken, "documents", "w/t/a.pdf", "Carte d'identité.pdf")).toBe(
      "files/documents/Carte d'identité.pdf",
    );
    expect(archiveName(taken, "documents", "w/t/b.pdf", "Carte d'identité.pdf")).toBe(
      "files/documents/Carte d'identité-2.pdf",
    );
    expect(archiveName(taken, "resumes", "w/t/cv.pdf", null)).toBe("files/resumes/cv.pdf");
    expect(archiveName(taken, "documents", "w/t/c.pdf", "../../etc/passwd")).toBe("files/documents/.._.._etc_passwd");
  });

  it("holds data.json and the files, and is the same bytes when made again — R:RGPD-EXPORT-ZIP", () => {
    const at = new Date("2026-11-27T08:00:00Z");
    const files = [{ name: "files/documents/a.pdf", bytes: new Uint8Array([37, 80, 68, 70]) }];
    const zip = buildArchive({ talent_id: "t1", tables: { talent: [{ id: "t1" }] } }, files, at);
    const read = unzipSync(zip);
    expect(Object.keys(read).sort()).toEqual(["data.json", "files/documents/a.pdf"]);
    expect(JSON.parse(strFromU8(read["data.json"]!))).toEqual({ talent_id: "t1", tables: { talent: [{ id: "t1" }] } });
    expect(read["files/documents/a.pdf"]).toEqual(files[0]!.bytes);
    expect(buildArchive({ talent_id: "t1", tables: { talent: [{ id: "t1" }] } }, files, at)).toEqual(zip);
  });
});

describe("the talent data archive made by the worker", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("names in data.json the files the storage no longer has, and stores the rest — R:RGPD-EXPORT-MISSING", async () => {
    let stored: Uint8Array | null = null;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith("/rest/v1/rpc/talent_data_export_source"))
          return Response.json({
            request: { id: "r1", workspace_id: "w", talent_id: "t1", requested_at: "2026-11-27T08:00:00Z" },
            data: { talent_id: "t1", tables: {} },
            files: [
              { bucket: "documents", path: "w/talents/t1/cni.pdf", name: "CNI.pdf" },
              { bucket: "resumes", path: "w/t1/parti.pdf", name: null },
            ],
          });
        if (url.endsWith("/storage/v1/object/documents/w/talents/t1/cni.pdf"))
          return new Response(new Uint8Array([37, 80, 68, 70]));
        if (url.includes("/storage/v1/object/resumes/")) return new Response("{}", { status: 404 });
        if (url.endsWith("/storage/v1/object/gdpr-exports/w/t1/r1.zip") && init?.method === "POST") {
          stored = new Uint8Array(init.body as Uint8Array);
          return Response.json({ Key: "gdpr-exports/w/t1/r1.zip" });
        }
        throw new Error(`unexpected ${url}`);
      }),
    );
    const produced = await produceTalentDataExport({ url: "http://db.test", anonKey: "a", serviceKey: "s" }, "r1");
    expect(produced.file).toBe("w/t1/r1.zip");
    const read = unzipSync(stored!);
    expect(Object.keys(read).sort()).toEqual(["data.json", "files/documents/CNI.pdf"]);
    expect(JSON.parse(strFromU8(read["data.json"]!)).missing_files).toEqual(["resumes/w/t1/parti.pdf"]);
  });
});
