// The access archive's shape (gdpr.ts): data.json and the files under files/<bucket>/, names made
// safe and unique, the same bytes when made twice from the same request.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { archiveName, buildArchive } from "./gdpr.ts";

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

  it("holds data.json and the files, and is the same bytes when made again", () => {
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
