import { describe, expect, it } from "vitest";
import type { MediaType } from "../ast";
import { acceptEntries, negotiateAccept, parseAccept } from "./accept";
import { expectApiError } from "./test-helpers";

describe("parseAccept", () => {
  it.each<[string | undefined | null, MediaType]>([
    [undefined, "json"],
    [null, "json"],
    ["*/*", "json"],
    ["application/json", "json"],
    ["application/json; charset=utf-8", "json"],
    ["APPLICATION/JSON", "json"],
    ["application/*", "json"],
    ["application/vnd.pgrst.object+json", "object"],
    ["application/vnd.pgrst.object", "object"],
    ["application/vnd.pgrst.object+json;nulls=stripped", "object"],
    ["application/vnd.pgrst.object+json; charset=utf-8", "object"],
    ["ApplicatIon/vnd.PgRsT.object+json", "object"],
    ["application/vnd.pgrst.array+json", "json"],
    ["application/vnd.pgrst.array+json;nulls=stripped", "json"],
    ["text/csv", "csv"],
    ["text/csv; version=1", "csv"],
    ["application/geo+json", "geojson"],
    ["application/vnd.pgrst.plan", "plan"],
    ['application/vnd.pgrst.plan+text; for="application/json"; options=analyze|verbose', "plan"],
    ['application/vnd.pgrst.plan+json; for="text/csv"', "plan"],
    // lists: the best q-value first, then the most specific, then the written order
    ["text/unknowntype, */*", "json"],
    ["text/csv, */*", "csv"],
    ["text/csv, application/json", "csv"],
    ["text/unknowntype, text/csv", "csv"],
    ["application/json;q=0.5, text/csv", "csv"],
    ["text/csv;q=0.1, application/json;q=0.9", "json"],
    ["*/*;q=0.9, application/vnd.pgrst.object+json", "object"],
    ["*/*, application/vnd.pgrst.object+json;nulls=stripped", "object"],
    ["text/html, application/xhtml+xml, application/xml;q=0.9, */*;q=0.8", "json"],
    // an empty entry is an unknown type, not a wildcard
    ["text/xml, , application/json", "json"],
  ])("%j → %s", (accept, mediaType) => {
    expect(parseAccept(accept)).toBe(mediaType);
  });
});

describe("negotiateAccept: parameters", () => {
  it.each([
    ["application/vnd.pgrst.object+json;nulls=stripped", { mediaType: "object", stripNulls: true }],
    ["application/vnd.pgrst.object+json", { mediaType: "object", stripNulls: false }],
    ["application/vnd.pgrst.array+json;nulls=stripped", { mediaType: "json", stripNulls: true }],
    ["application/vnd.pgrst.array;NULLS=stripped", { mediaType: "json", stripNulls: true }],
    [
      'application/vnd.pgrst.plan+text; for="application/json"; options=analyze|verbose',
      {
        mediaType: "plan",
        stripNulls: false,
        plan: { format: "text", for: { mediaType: "json", stripNulls: false }, options: ["analyze", "verbose"] },
      },
    ],
    [
      'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json;nulls=stripped"; options=wal|buffers|nope',
      {
        mediaType: "plan",
        stripNulls: false,
        plan: { format: "json", for: { mediaType: "object", stripNulls: false }, options: ["buffers", "wal"] },
      },
    ],
    [
      "application/vnd.pgrst.plan",
      {
        mediaType: "plan",
        stripNulls: false,
        plan: { format: "text", for: { mediaType: "json", stripNulls: false }, options: [] },
      },
    ],
  ])("%j", (accept, media) => {
    expect(negotiateAccept(accept)).toEqual(media);
  });

  it("orders entries like wai-extra's parseHttpAccept", () => {
    expect(acceptEntries("a/b;q=0.5, c/d, e/*, f/g;x=1, */*;q=0.5")).toEqual(["f/g;x=1", "c/d", "e/*", "a/b", "*/*"]);
  });
});

describe("negotiateAccept: 406 PGRST107", () => {
  it.each([
    ["text/unknowntype", "text/unknowntype"],
    ["text/xml", "text/xml"],
    ["text/plain", "text/plain"],
    ["application/octet-stream", "application/octet-stream"],
    ["application/vnd.github+json", "application/vnd.github+json"],
    ["text/plain, image/png;q=0.5", "text/plain, image/png"],
    ["image/png;q=0.5, text/plain; charset=utf-8", "text/plain, image/png"],
    ["text/*", "text/*"],
    ['application/vnd.pgrst.plan; for="text/plain"', 'application/vnd.pgrst.plan+text; for="text/plain"'],
    ["", ""],
  ])("%j", (accept, listed) => {
    expectApiError(() => parseAccept(accept), {
      status: 406,
      code: "PGRST107",
      message: `None of these media types are available: ${listed}`,
      details: null,
    });
  });
});
