// The bench's catalog lookups (resources.substituteBench.*), typed by the catalog's own keys.
import { t, type MessageKey, type MessageVars } from "../../../src/i18n/index.ts";

type Under<P extends string, K> = K extends `${P}.${infer R}` ? R : never;
export type BenchKey = Under<"resources.substituteBench", MessageKey>;
export type ReasonKey = Under<"reasons", BenchKey>;

export const b = (key: BenchKey, vars?: MessageVars) => t(`resources.substituteBench.${key}` as MessageKey, vars);
export const say = (key: ReasonKey, vars?: MessageVars) => b(`reasons.${key}`, vars);
