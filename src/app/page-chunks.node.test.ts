// The build's list of each page's files (page-chunks.node.ts): a page's chunk and what it
// imports beyond the shell, its stylesheets, nothing for an export two pages share.
import { describe, expect, it } from "vitest";
import { pageChunks, type ChunkInfo } from "./page-chunks.node.ts";

const chunk = (fileName: string, o: Partial<ChunkInfo> = {}): ChunkInfo => ({
  type: "chunk",
  fileName,
  name: fileName.replace(/^assets\/|\.js$/g, ""),
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  exports: [],
  ...o,
});

const bundle = (...chunks: ChunkInfo[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe("pageChunks", () => {
  it("lists a page's chunk first, then what it imports that the shell does not load", () => {
    const pages = pageChunks(
      bundle(
        chunk("assets/main.js", { isEntry: true, name: "main", imports: ["assets/react.js"] }),
        chunk("assets/react.js"),
        chunk("assets/list.js", {
          isDynamicEntry: true,
          exports: ["TalentList"],
          imports: ["assets/react.js", "assets/table.js"],
          viteMetadata: { importedCss: new Set(["assets/list.css"]) },
        }),
        chunk("assets/table.js", {
          imports: ["assets/format.js"],
          viteMetadata: { importedCss: new Set(["assets/table.css"]) },
        }),
        chunk("assets/format.js"),
      ),
    );
    expect(pages).toEqual({
      TalentList: {
        js: ["assets/list.js", "assets/table.js", "assets/format.js"],
        css: ["assets/list.css", "assets/table.css"],
      },
    });
  });

  it("leaves out a name two pages export, a page the shell already loads, and the other entries' pages", () => {
    const pages = pageChunks({
      ...bundle(
        chunk("assets/main.js", { isEntry: true, name: "main", imports: ["assets/shell-page.js"] }),
        chunk("assets/shell-page.js", { isDynamicEntry: true, exports: ["Dashboard"] }),
        chunk("assets/a.js", { isDynamicEntry: true, exports: ["Shared", "PageA"] }),
        chunk("assets/b.js", { isDynamicEntry: true, exports: ["Shared"] }),
      ),
      "assets/main.css": { type: "asset" },
    });
    expect(Object.keys(pages).sort()).toEqual(["PageA"]);
  });
});
