// PostgREST-compatible REST service under /rest/v1 (being built: see routes.ts when present).
import type { Service } from "../http/service.ts";

export const restService: Service = (app) => {
  app.get("/", async () => ({ swagger: "2.0", info: { title: "Renfort REST", version: "12.2.12" } }));
};
