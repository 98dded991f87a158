// Supabase Storage under /storage/v1 (protocol §4): objects, signed URLs and buckets, bytes
// under `<dataDir>/storage`, metadata in storage.objects, access decided by its RLS policies.
import type { Service } from "../http/service.ts";
import { bucketRoutes } from "./buckets.ts";
import { sendStorageError } from "./errors.ts";
import { objectRoutes } from "./objects.ts";
import { opsRoutes } from "./ops.ts";
import { storageRoot } from "./paths.ts";
import { STORAGE_CSP } from "./served.ts";
import { signedRoutes } from "./signed.ts";
import type { StorageDeps } from "./upload.ts";

export const storageService: Service = (app, ctx) => {
  const deps: StorageDeps = {
    engine: ctx.engine,
    root: storageRoot(ctx.config.dataDir),
    secret: ctx.config.jwtSecret,
    signedUrlMaxExpiresIn: ctx.config.signedUrlMaxExpiresIn,
  };
  app.setErrorHandler((err, _req, reply) => sendStorageError(reply, err));
  // every answer of storage (bytes, JSON, errors) is inert on the app's origin
  app.addHook("onSend", async (_req, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    // replaces any app-wide policy
    reply.header("Content-Security-Policy", STORAGE_CSP);
    return payload;
  });
  app.get("/status", async () => "");
  bucketRoutes(app, deps);
  opsRoutes(app, deps);
  signedRoutes(app, deps);
  objectRoutes(app, deps);
};
