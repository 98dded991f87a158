// realtime service (placeholder until its implementation lands).
import type { Service } from "../http/service.ts";

export const realtimeService: Service = () => undefined;
