// The embedding provider behind the resume pipeline (issue #34 item 1): one small adapter, so the
// search never depends on a model being there. On hosted Supabase, the Edge runtime carries the
// `gte-small` model (384 dimensions, the size of public.talent_resume_embedding.embedding) behind
// the global `Supabase.ai.Session`; nothing is downloaded by this code. Anywhere else (the local
// server runs functions in Node, where that global does not exist) there is no provider: the
// talent's embedding_status stays « Non lancé » and the deep research runs lexically.

export type EmbeddingProvider = {
  /** Stored beside each vector, so a change of model can find the rows to recompute. */
  name: string;
  dimensions: number;
  embed(texts: string[]): Promise<number[][]>;
};

type AiSession = { run(input: string, options: { mean_pool: boolean; normalize: boolean }): Promise<unknown> };
type SupabaseGlobal = { ai?: { Session?: new (model: string) => AiSession } };

/** gte-small reads 512 tokens: the start of a CV (identity, trade, last jobs) is what it can hold. */
const GTE_SMALL_INPUT_CHARS = 2_000;

const supabaseAi = (): EmbeddingProvider | null => {
  const Session = (globalThis as { Supabase?: SupabaseGlobal }).Supabase?.ai?.Session;
  if (typeof Session !== "function") return null;
  const session = new Session("gte-small");
  return {
    name: "supabase/gte-small",
    dimensions: 384,
    embed: async (texts) => {
      const vectors: number[][] = [];
      for (const text of texts) {
        const output = await session.run(text.slice(0, GTE_SMALL_INPUT_CHARS), { mean_pool: true, normalize: true });
        vectors.push(Array.from(output as ArrayLike<number>));
      }
      return vectors;
    },
  };
};

/** The configured provider, or null: then the search is lexical only, and says so. */
export const embeddingProvider = (): EmbeddingProvider | null => supabaseAi();
