// Run by Deno, not Node (deno-contract.test.ts spawns it once per function, with that function's
// deno.json): imports the function's entry and prints, as one JSON line, whether Supabase's Edge
// Runtime would serve it — its default export an object with its own `fetch`, which edge-runtime's
// bootstrap (`registerDeclarativeServer`) looks for — or why it did not load.
declare const Deno: { args: string[] };

export {}; // a module, for its top-level await

const [entry] = Deno.args;
try {
  const mod = (await import(entry)) as { default?: unknown };
  const main = mod.default;
  const served = main !== null && typeof main === "object" && typeof (main as { fetch?: unknown }).fetch === "function";
  console.log(JSON.stringify({ served, defaultExport: main === null ? "null" : typeof main }));
} catch (e) {
  console.log(JSON.stringify({ served: false, error: e instanceof Error ? e.message : String(e) }));
}
