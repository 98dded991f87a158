// What holds a page's JS heap, from a V8 heap snapshot (first-rows.ts, BENCH_HEAP_SNAPSHOT): the
// bytes by kind of object (code, script sources, strings, objects…), by constructor, and the
// dominator tree's big holders — an object's retained size is what a GC would free if it went,
// computed as DevTools does (dominators over the strong edges from the snapshot's root, by the
// iterative algorithm of Cooper, Harvey and Kennedy). `node --import tsx
// tests/bench/heap-summary.ts <file>` sums up a snapshot taken elsewhere (DevTools' too).
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Snapshot = {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
    node_count: number;
  };
  nodes: number[];
  edges: number[];
  strings: string[];
};

export type HeapGraph = {
  count: number;
  type: (n: number) => string;
  name: (n: number) => string;
  self: (n: number) => number;
  retained: Float64Array;
  dominator: Int32Array;
  /** the name of an edge from `from` to `to` (a property, an index, a context variable…) */
  edgeName: (from: number, to: number) => string;
  /** the node an edge named `name` of `from` leads to */
  edgeTarget: (from: number, name: string) => number | undefined;
  children: (n: number) => number[];
  /** the nodes `n` refers to through its strong edges */
  references: (n: number) => number[];
  total: number;
};

export function readHeapGraph(file: string): HeapGraph {
  const snap = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const { meta } = snap.snapshot;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const N_TYPE = meta.node_fields.indexOf("type");
  const N_NAME = meta.node_fields.indexOf("name");
  const N_SELF = meta.node_fields.indexOf("self_size");
  const N_EDGES = meta.node_fields.indexOf("edge_count");
  const E_TYPE = meta.edge_fields.indexOf("type");
  const E_NAME = meta.edge_fields.indexOf("name_or_index");
  const E_TO = meta.edge_fields.indexOf("to_node");
  const { nodes, edges, strings } = snap;
  const count = nodes.length / nf;
  const firstEdge = new Int32Array(count + 1);
  for (let n = 0, e = 0; n < count; n += 1) {
    firstEdge[n] = e;
    e += nodes[n * nf + N_EDGES] * ef;
    firstEdge[n + 1] = e;
  }
  const WEAK = edgeTypes.indexOf("weak");
  const SHORTCUT = edgeTypes.indexOf("shortcut");
  const strong = (e: number) => edges[e + E_TYPE] !== WEAK;
  const target = (e: number) => edges[e + E_TO] / nf;

  // depth-first order from the root (node 0) over the strong edges
  const order = new Int32Array(count).fill(-1);
  const post: number[] = [];
  const visitStack: Array<[number, number]> = [[0, firstEdge[0]]];
  order[0] = 0;
  while (visitStack.length) {
    const top = visitStack[visitStack.length - 1];
    const [n, e] = top;
    if (e >= firstEdge[n + 1]) {
      post.push(n);
      visitStack.pop();
      continue;
    }
    top[1] = e + ef;
    // the root's shortcut edges skip the (GC roots) tree: DevTools ignores them for dominators
    if (!strong(e) || (n === 0 && edges[e + E_TYPE] === SHORTCUT)) continue;
    const to = target(e);
    if (order[to] !== -1) continue;
    order[to] = 0;
    visitStack.push([to, firstEdge[to]]);
  }
  const postIndex = new Int32Array(count).fill(-1);
  post.forEach((n, i) => (postIndex[n] = i));
  // predecessors (strong edges) of the reachable nodes
  const predCount = new Int32Array(count + 1);
  for (let n = 0; n < count; n += 1) {
    if (postIndex[n] < 0) continue;
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += ef)
      if (strong(e) && !(n === 0 && edges[e + E_TYPE] === SHORTCUT)) predCount[target(e) + 1] += 1;
  }
  for (let n = 0; n < count; n += 1) predCount[n + 1] += predCount[n];
  const preds = new Int32Array(predCount[count]);
  const fill = predCount.slice();
  for (let n = 0; n < count; n += 1) {
    if (postIndex[n] < 0) continue;
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += ef)
      if (strong(e) && !(n === 0 && edges[e + E_TYPE] === SHORTCUT)) preds[fill[target(e)]++] = n;
  }
  const rootPost = postIndex[0];
  const dom = new Int32Array(post.length).fill(-1); // in post-order indices
  dom[rootPost] = rootPost;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while (a < b) a = dom[a];
      while (b < a) b = dom[b];
    }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let i = post.length - 2; i >= 0; i -= 1) {
      const n = post[i];
      let idom = -1;
      for (let p = predCount[n]; p < predCount[n + 1]; p += 1) {
        const pi = postIndex[preds[p]];
        if (pi < 0 || dom[pi] === -1) continue;
        idom = idom === -1 ? pi : intersect(pi, idom);
      }
      if (idom !== -1 && dom[i] !== idom) {
        dom[i] = idom;
        changed = true;
      }
    }
  }
  const dominator = new Int32Array(count).fill(-1);
  const retained = new Float64Array(count);
  for (let i = 0; i < post.length; i += 1) retained[post[i]] = nodes[post[i] * nf + N_SELF];
  // post-order: children before their dominator
  for (let i = 0; i < post.length; i += 1) {
    const n = post[i];
    if (n === 0) continue;
    const d = post[dom[i]];
    dominator[n] = d;
    retained[d] += retained[n];
  }
  const kids = new Map<number, number[]>();
  for (let n = 1; n < count; n += 1) {
    const d = dominator[n];
    if (d < 0) continue;
    let list = kids.get(d);
    if (!list) kids.set(d, (list = []));
    list.push(n);
  }
  const edgeName = (from: number, to: number): string => {
    for (let e = firstEdge[from]; e < firstEdge[from + 1]; e += ef) {
      if (target(e) !== to) continue;
      const type = edgeTypes[edges[e + E_TYPE]];
      const name = edges[e + E_NAME];
      return type === "element" || type === "hidden" ? `[${name}]` : strings[name];
    }
    return "…";
  };
  const edgeTarget = (from: number, name: string): number | undefined => {
    for (let e = firstEdge[from]; e < firstEdge[from + 1]; e += ef) {
      const type = edgeTypes[edges[e + E_TYPE]];
      if (type !== "element" && type !== "hidden" && strings[edges[e + E_NAME]] === name) return target(e);
    }
    return undefined;
  };
  let total = 0;
  for (let n = 0; n < count; n += 1) if (postIndex[n] >= 0) total += nodes[n * nf + N_SELF];
  return {
    count,
    type: (n) => nodeTypes[nodes[n * nf + N_TYPE]],
    name: (n) => strings[nodes[n * nf + N_NAME]],
    self: (n) => nodes[n * nf + N_SELF],
    retained,
    dominator,
    edgeName,
    edgeTarget,
    children: (n) => kids.get(n) ?? [],
    references: (n) => {
      const to: number[] = [];
      for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += ef) if (strong(e)) to.push(target(e));
      return to;
    },
    total,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} Mo`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} Ko`;

/** A group's label: what DevTools' summary calls its constructor. */
const groupOf = (g: HeapGraph, n: number): string => {
  const type = g.type(n);
  if (type === "object" || type === "native") return g.name(n);
  if (type === "closure") return "(closure)";
  if (type === "code") return `(code) ${g.name(n).split(" ")[0] || ""}`.trim();
  if (type === "hidden" || type === "object shape") return `(${type}) ${g.name(n).split(" ")[0] || ""}`.trim();
  return `(${type})`;
};

export function summariseHeapSnapshot(file: string, opts: { minTree?: number; depth?: number } = {}): string {
  const g = readHeapGraph(file);
  const lines = [`Instantané ${file} : ${mb(g.total)} atteignables (tailles propres).`];
  const byType = new Map<string, number>();
  const byGroup = new Map<string, { count: number; self: number }>();
  for (let n = 0; n < g.count; n += 1) {
    if (g.dominator[n] < 0 && n !== 0) continue;
    byType.set(g.type(n), (byType.get(g.type(n)) ?? 0) + g.self(n));
    const group = groupOf(g, n);
    const entry = byGroup.get(group) ?? { count: 0, self: 0 };
    entry.count += 1;
    entry.self += g.self(n);
    byGroup.set(group, entry);
  }
  const outside = (byType.get("native") ?? 0) + (byType.get("synthetic") ?? 0);
  lines.push(
    `Dans le tas de V8 (sans les objets natifs de Blink : DOM, styles, sources des scripts) : ${mb(g.total - outside)}.`,
  );
  lines.push("Par type de nœud (taille propre) :");
  for (const [type, bytes] of [...byType].sort((a, b) => b[1] - a[1])) lines.push(`  ${mb(bytes)}  ${type}`);
  lines.push("Par constructeur (taille propre, les 25 premiers) :");
  for (const [group, { count, self }] of [...byGroup].sort((a, b) => b[1].self - a[1].self).slice(0, 25))
    lines.push(`  ${mb(self)}  ${group} ×${count}`);
  // the biggest strings: script sources, the i18n catalogue…
  const strings: number[] = [];
  for (let n = 0; n < g.count; n += 1) if (g.type(n) === "string" && g.self(n) > 20_000) strings.push(n);
  lines.push("Grandes chaînes :");
  for (const n of strings.sort((a, b) => g.self(b) - g.self(a)).slice(0, 12))
    lines.push(`  ${kb(g.self(n))}  ${JSON.stringify(g.name(n).slice(0, 90))}`);
  // code and closures by script: a function's compiled code (its SharedFunctionInfo, bytecode
  // and constants) and its closures, credited to the script (chunk) it comes from
  const byScript = new Map<string, { code: number; closures: number }>();
  const scriptOf = new Map<number, string>();
  const scriptName = (sfi: number): string => {
    let name = scriptOf.get(sfi);
    if (name === undefined) {
      const script = g.edgeTarget(sfi, "script");
      const url = script === undefined ? "" : g.name(script).replace(/^system \/ Script \/ /, "");
      name = url ? url.replace(/^https?:\/\/[^/]+/, "") : "(sans script)";
      scriptOf.set(sfi, name);
    }
    return name;
  };
  for (let n = 0; n < g.count; n += 1) {
    if (g.dominator[n] < 0) continue;
    const type = g.type(n);
    if (type === "closure") {
      const sfi = g.edgeTarget(n, "shared");
      if (sfi === undefined) continue;
      const entry = byScript.get(scriptName(sfi)) ?? { code: 0, closures: 0 };
      entry.closures += g.self(n);
      byScript.set(scriptName(sfi), entry);
    } else if (type === "code" && g.name(n).endsWith("SharedFunctionInfo")) {
      // the function's own code: what the SharedFunctionInfo dominates (bytecode, constant pool…)
      const entry = byScript.get(scriptName(n)) ?? { code: 0, closures: 0 };
      entry.code += g.retained[n];
      byScript.set(scriptName(n), entry);
    }
  }
  lines.push("Code compilé (retenu par chaque SharedFunctionInfo) et fermetures, par script (les 20 premiers) :");
  for (const [script, { code, closures }] of [...byScript]
    .sort((a, b) => b[1].code + b[1].closures - (a[1].code + a[1].closures))
    .slice(0, 20))
    lines.push(`  ${mb(code)} de code, ${mb(closures)} de fermetures  ${script}`);
  const min = opts.minTree ?? 150 * 1024;
  const maxDepth = opts.depth ?? 14;
  lines.push(`Arbre des dominateurs (tailles retenues ≥ ${kb(min)}) :`);
  const walk = (n: number, depth: number) => {
    const kids = g
      .children(n)
      .filter((k) => g.retained[k] >= min)
      .sort((a, b) => g.retained[b] - g.retained[a]);
    for (const k of kids) {
      const label = `${g.edgeName(n, k)} → ${groupOf(g, k)}${g.type(k) === "closure" || g.type(k) === "code" ? ` ${g.name(k).slice(0, 40)}` : ""}`;
      lines.push(`${"  ".repeat(depth + 1)}${kb(g.retained[k])}  ${label}`);
      if (depth < maxDepth) walk(k, depth + 1);
    }
  };
  walk(0, 0);
  return lines.join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage : node --import tsx tests/bench/heap-summary.ts <fichier.heapsnapshot> [taille min. en Ko]");
    process.exit(1);
  }
  console.log(summariseHeapSnapshot(file, { minTree: process.argv[3] ? Number(process.argv[3]) * 1024 : undefined }));
}
