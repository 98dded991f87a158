// auth service (placeholder until its implementation lands).
import type { Service } from "../http/service.ts";

export const authService: Service = () => undefined;
