// The Node versions package.json promises (`engines.node`) are ones every locked dependency
// declares it supports: a package that needs a newer Node fails here, not as a warning of
// `npm ci` on a machine that then breaks at run time. A dependency that raises its floor is
// pinned below the raise, overridden, or the promise is raised with the README saying how a
// fresh machine gets that Node.
import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;

type Locked = { version?: string; engines?: { node?: string } | string[] };

describe("engines", () => {
  const promise = (read("package.json").engines as { node: string }).node;

  it("promises a valid range that includes the Node running the suite", () => {
    expect(semver.validRange(promise)).not.toBeNull();
    expect(semver.satisfies(process.versions.node, promise)).toBe(true);
  });

  it("holds for every locked package", () => {
    const packages = read("package-lock.json").packages as Record<string, Locked>;
    const outside = Object.entries(packages)
      .filter(([name, p]) => name !== "" && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.subset(promise, (p.engines as { node: string }).node))
      .map(
        ([name, p]) =>
          `${name.replace(/^.*node_modules\//, "")}@${p.version} wants ${(p.engines as { node: string }).node}`,
      );
    expect(outside).toEqual([]);
  });
});
