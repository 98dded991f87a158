// The embedding adapter: no provider where the runtime has no `Supabase.ai` (Node, locally: the
// search is lexical); Supabase's gte-small session where it has one, its input cut to what the
// model reads, its mean-pooled normalised output as numbers.
import { afterEach, describe, expect, it } from "vitest";
import { embeddingProvider } from "./index.ts";

const g = globalThis as { Supabase?: unknown };
afterEach(() => {
  delete g.Supabase;
});

describe("embeddingProvider", () => {
  it("is null without Supabase's runtime", () => {
    expect(embeddingProvider()).toBeNull();
  });

  it("runs gte-small where the Edge runtime offers it", async () => {
    const runs: Array<{ input: string; options: unknown }> = [];
    let model = "";
    g.Supabase = {
      ai: {
        Session: class {
          constructor(name: string) {
            model = name;
          }
          run(input: string, options: unknown) {
            runs.push({ input, options });
            return Promise.resolve(new Float32Array([0.5, 0.25]));
          }
        },
      },
    };
    const provider = embeddingProvider();
    expect(provider).toMatchObject({ name: "supabase/gte-small", dimensions: 384 });
    expect(await provider!.embed(["coffreur ".repeat(500), "maçon"])).toEqual([
      [0.5, 0.25],
      [0.5, 0.25],
    ]);
    expect(model).toBe("gte-small");
    expect(runs[0]!.input.length).toBe(2000);
    expect(runs[0]!.options).toEqual({ mean_pool: true, normalize: true });
  });
});
