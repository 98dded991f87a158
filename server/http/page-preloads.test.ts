// The page's files named in its HTML (page-preloads.ts): each file once, stylesheets preloaded
// (not applied: the page's code applies them), attributes escaped, the build's list re-read
// when the build changes.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PAGE_CHUNKS_FILE } from "../../src/app/page-chunks.node.ts";
import { pageFilesReader, preloadLinks, withPreloads } from "./page-preloads.ts";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("preloadLinks", () => {
  it("names each script once, the outer page's first, then the stylesheets", () => {
    const links = preloadLinks([
      { js: ["assets/show.js", "assets/shared.js"], css: ["assets/show.css"] },
      { js: ["assets/tab.js", "assets/shared.js"], css: ["assets/show.css", "assets/tab.css"] },
    ]);
    expect(links).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/show.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/tab.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/show.css">' +
        '<link rel="preload" as="style" crossorigin href="/assets/tab.css">',
    );
  });

  it("escapes what could close the attribute", () => {
    expect(preloadLinks([{ js: ['assets/a"b&c.js'], css: [] }])).toContain('href="/assets/a&quot;b&amp;c.js"');
  });
});

describe("withPreloads", () => {
  it("puts the links at the end of the head, and leaves a page without links or head as it is", () => {
    expect(withPreloads("<html><head><title>R</title></head><body></body></html>", "<link>")).toBe(
      "<html><head><title>R</title><link></head><body></body></html>",
    );
    expect(withPreloads("<html><head></head></html>", "")).toBe("<html><head></head></html>");
    expect(withPreloads("<p>sans tête</p>", "<link>")).toBe("<p>sans tête</p>");
  });
});

describe("pageFilesReader", () => {
  it("reads the build's list, again once it changes, and gives nothing without it", () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), "renfort-page-files-"));
    dirs.push(dist);
    const read = pageFilesReader(dist);
    expect(read()).toEqual({});
    const file = path.join(dist, PAGE_CHUNKS_FILE);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ TalentList: { js: ["assets/list-1.js"], css: [] } }));
    utimesSync(file, 1, 1);
    expect(read().TalentList.js).toEqual(["assets/list-1.js"]);
    writeFileSync(file, JSON.stringify({ TalentList: { js: ["assets/list-2.js"], css: [] } }));
    utimesSync(file, 2, 2);
    expect(read().TalentList.js).toEqual(["assets/list-2.js"]);
    writeFileSync(file, "{ coupé");
    utimesSync(file, 3, 3);
    expect(read()).toEqual({});
  });
});
