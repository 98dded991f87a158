// The live schema cache: loaded at start (after migrations), reloaded on `schema-reload`
// (NOTIFY pgrst). Reloads coalesce: requests keep the previous cache until the new one is
// built, and a reload asked for during a load runs once more after it.
import type { Engine } from "../../db/engine.ts";
import { buildSchemaCache } from "./build.ts";
import { readCatalog } from "./catalog.ts";
import type { SchemaCache } from "./types.ts";

export class SchemaCacheHolder {
  private version = 0;
  private loading: Promise<void> | null = null;
  private again = false;
  private readonly listeners: Array<() => void> = [];

  private constructor(
    private readonly engine: Engine,
    private readonly schemas: string[],
    public current: SchemaCache,
  ) {}

  static async load(engine: Engine, schemas: string[]): Promise<SchemaCacheHolder> {
    const cache = buildSchemaCache(await readCatalog(engine, schemas), schemas, 1);
    const holder = new SchemaCacheHolder(engine, schemas, cache);
    holder.version = 1;
    return holder;
  }

  /** Called after each successful reload (the plan cache empties itself). */
  onReload(listener: () => void): void {
    this.listeners.push(listener);
  }

  reload(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.again = false;
        const catalog = await readCatalog(this.engine, this.schemas);
        this.version += 1;
        this.current = buildSchemaCache(catalog, this.schemas, this.version);
        for (const l of this.listeners) l();
      } while (this.again);
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }
}
