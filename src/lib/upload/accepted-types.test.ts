import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACCEPTED_MIME_TYPES, IMAGE_MIME_TYPES, acceptAttribute, isAcceptedUpload } from "./accepted-types.ts";

describe("isAcceptedUpload", () => {
  it.each([
    ["photo.jpg", "image/jpeg", true],
    ["scan.PNG", "image/png", true],
    ["contrat.pdf", "application/pdf", true],
    ["heures.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", true],
    ["heures.xls", "application/vnd.ms-excel", true],
    ["heures.ods", "application/vnd.oasis.opendocument.spreadsheet", true],
    ["export.csv", "text/csv", true],
    ["iphone.heic", "image/heic", true],
    ["iphone.HEIC", "", true],
    ["iphone.heif", "", true],
    ["virus.exe", "application/x-msdownload", false],
    ["page.html", "text/html", false],
    ["image.gif", "image/gif", false],
    ["renamed.pdf", "application/zip", false],
    ["noextension", "", false],
  ])("%s (%s) → %s", (name, type, expected) => {
    expect(isAcceptedUpload({ name, type })).toBe(expected);
  });

  it.each([
    ["avatar.png", "image/png", true],
    ["cv.pdf", "application/pdf", false],
  ])("images only: %s → %s", (name, type, expected) => {
    expect(isAcceptedUpload({ name, type }, IMAGE_MIME_TYPES)).toBe(expected);
  });

  it("lists types and extensions for the file input", () => {
    expect(acceptAttribute(IMAGE_MIME_TYPES).split(",")).toEqual(
      expect.arrayContaining([
        "image/jpeg",
        "image/png",
        "image/heic",
        "image/heif",
        ".jpg",
        ".jpeg",
        ".png",
        ".heic",
        ".heif",
      ]),
    );
    expect(acceptAttribute(IMAGE_MIME_TYPES)).not.toContain(".pdf");
  });
});

describe("one source for the accepted types", () => {
  it("accepts what the storage buckets of the schema accept, no more — R:UI-UPLOAD-TYPES", () => {
    const schema = readFileSync(path.resolve(import.meta.dirname, "../../../supabase/schemas/15_storage.sql"), "utf8");
    const declared = (bucket: string) =>
      (schema.match(new RegExp(`\\('${bucket}', [^\\n]*'\\{([^}]*)\\}'`))?.[1] ?? "").split(",").filter(Boolean);
    expect([...ACCEPTED_MIME_TYPES].sort()).toEqual(declared("documents").sort());
    expect([...ACCEPTED_MIME_TYPES].sort()).toEqual(declared("resumes").sort());
    expect([...IMAGE_MIME_TYPES].sort()).toEqual(declared("avatars").sort());
  });
});
