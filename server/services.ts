// The services mounted on the one origin, in one list.
import { apiService } from "./api/index.ts";
import { authService } from "./auth/index.ts";
import { devService } from "./dev/index.ts";
import { backupService } from "./platform/backup.ts";
import { functionsService } from "./functions/index.ts";
import type { Mounted } from "./http/app.ts";
import { realtimeService } from "./realtime/index.ts";
import { restService } from "./rest/index.ts";
import { storageService } from "./storage/index.ts";

export const SERVICES: Mounted[] = [
  { prefix: "/rest/v1", service: restService },
  { prefix: "/auth/v1", service: authService },
  { prefix: "/storage/v1", service: storageService },
  { prefix: "/functions/v1", service: functionsService },
  { prefix: "/realtime/v1", service: realtimeService },
  { prefix: "/api", service: apiService },
  { prefix: "/_dev", service: devService },
  { prefix: "/_backup", service: backupService },
];
