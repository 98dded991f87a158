// dev service (placeholder until its implementation lands).
import type { Service } from "../http/service.ts";

export const devService: Service = () => undefined;
