// The services mounted on the one origin, in one list.
import type { Mounted } from "./http/app.ts";
import { restService } from "./rest/index.ts";

export const SERVICES: Mounted[] = [{ prefix: "/rest/v1", service: restService }];
