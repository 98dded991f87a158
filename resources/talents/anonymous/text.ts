// The tabs' texts (i18n.fr.ts, mounted at `resources.anonymousDocuments`), by key.
import { t } from "../../../src/i18n/index.ts";
import type { anonymousDocumentsFr } from "./i18n.fr.ts";

type Key = Exclude<keyof typeof anonymousDocumentsFr, "bio" | "resume">;

export const a = (key: Key) => t(`resources.anonymousDocuments.${key}`);
