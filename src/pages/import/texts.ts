// The screen's texts by their key under `dataImport` (i18n.fr.ts), checked by the compiler.
import { t, type MessageKey, type MessageVars } from "../../i18n/index.ts";

export type Key = MessageKey extends infer M ? (M extends `dataImport.${infer K}` ? K : never) : never;

export const tx = (key: Key, vars?: MessageVars) => t(`dataImport.${key}` as MessageKey, vars);
