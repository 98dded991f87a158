import { describe, expect, it } from "vitest";
import { fieldOptions, mappingRows, previewValues, progressPercent, progressStatus, resultStatus } from "./view.ts";
import type { ImportJob } from "./view.ts";

const job = (over: Partial<ImportJob>): ImportJob => ({
  id: "j",
  status: "running",
  total: 3,
  done_count: 0,
  error_count: 0,
  last_error: null,
  ...over,
});

describe("mappingRows", () => {
  it("gives each column its first non-blank value as the example", () => {
    expect(
      mappingRows({
        headers: ["Nom", "Ville"],
        rows: [
          ["Durand", " "],
          ["Martin", "Lyon"],
        ],
      }),
    ).toEqual([
      { index: 0, header: "Nom", sample: "Durand" },
      { index: 1, header: "Ville", sample: "Lyon" },
    ]);
  });
});

describe("fieldOptions", () => {
  it("offers « Ne pas importer » then the entity's fields in order", () => {
    const options = fieldOptions("company");
    expect(options[0]).toEqual({ value: "", label: "Ne pas importer" });
    expect(options.slice(1, 3)).toEqual([
      { value: "name", label: "Raison sociale" },
      { value: "siren", label: "SIREN" },
    ]);
  });
});

describe("previewValues", () => {
  it("shows the first four values in the fields' order", () => {
    const row = {
      line: 2,
      source: {},
      errors: [],
      data: { city: "Lyon", email: "a@b.fr", last_name: "Durand", first_name: "Inès", phone_number: "+33612345678" },
    };
    expect(previewValues("talent", row)).toBe("Durand · Inès · a@b.fr · +33612345678");
  });
});

describe("the job's progress", () => {
  it("counts the refused rows as processed, and ends as the job ends", () => {
    expect(progressPercent(undefined)).toBe(0);
    expect(progressPercent(job({ done_count: 1, error_count: 1 }))).toBe(66);
    expect(progressStatus(job({}))).toBe("active");
    expect(progressStatus(job({ status: "done" }))).toBe("success");
    expect(progressStatus(job({ status: "failed" }))).toBe("exception");
    expect(resultStatus(job({ status: "done", done_count: 3 }))).toBe("success");
    expect(resultStatus(job({ status: "done", done_count: 2, error_count: 1 }))).toBe("info");
    expect(resultStatus(job({ status: "failed" }))).toBe("warning");
  });
});
