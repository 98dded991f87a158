// No import circle among the front's modules (src/, resources/, providers/): a page that imports a
// module importing the page (a tab reading the page's context from the page itself) is found
// here, with the circle printed. Every import counts — static, type-only, re-exports and lazy
// `import()` —: a circle through a lazy loader still ties the modules' code together. Test files
// are left out (nothing imports them); test helpers are in. The imports are read by TypeScript's
// pre-processor (a scan, no parse, no type-checking): about a second.
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["src", "resources", "providers"];
const TEST = /\.test\.tsx?$/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !TEST.test(entry.name) ? [file] : [];
  });

const resolve = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ""));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
};

/** Each module's imports (static, type-only, re-exports, `import()`), resolved: TypeScript's scanner, no parse. */
const importGraph = (files: string[]): Map<string, string[]> =>
  new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolve(file, fileName))
        .filter((f): f is string => f !== null);
      return [file, [...new Set(targets)]];
    }),
  );

/** The strongly connected components of more than one module (Tarjan), each as one circle through it. */
const circles = (graph: Map<string, string[]>): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const strongConnect = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        strongConnect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node))
      found.push(circleThrough(graph, new Set(component), node));
  };
  for (const node of graph.keys()) if (!index.has(node)) strongConnect(node);
  return found;
};

/** One concrete circle inside a component: the shortest path from `start` back to itself. */
const circleThrough = (graph: Map<string, string[]>, members: Set<string>, start: string): string[] => {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path_ = [node];
        while (path_[0] !== start) path_.unshift(previous.get(path_[0])!);
        return [...path_, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
};

describe("imports", () => {
  it("finds a circle and prints it", () => {
    const graph = new Map([
      ["show", ["tab-pages", "types"]],
      ["tab-pages", ["tab"]],
      ["tab", ["show"]],
      ["types", []],
    ]);
    expect(circles(graph)).toEqual([["show", "tab-pages", "tab", "show"]]);
  });

  it("form no circle among src/, resources/ and providers/", () => {
    const graph = importGraph(FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder))));
    expect(graph.size).toBeGreaterThan(500);
    const found = circles(graph).map((circle) => circle.map((file) => path.relative(root, file)).join(" → "));
    expect(found).toEqual([]);
  });
});
