// The paragraph's rules, the database's and the function's own (docs/rules/talents-documents.md
// #anonymous-documents): required, at most 2 000 characters (talent_anonymous_document_bio_text),
// and never the talent's name, e-mail or phone (the anonymous-documents function refuses it).
import { z } from "zod";
import { t } from "../../../src/i18n/index.ts";
import { BIO_MAX_LENGTH } from "../../../supabase/functions/_shared/anonymous-pdf/bio.ts";
import { identityLeaks, type IdentitySource } from "../../../supabase/functions/_shared/anonymous-pdf/leaks.ts";

export const anonymousBioSchema = (talent: IdentitySource) =>
  z.object({
    bio_text: z
      .string({ error: t("resources.anonymousDocuments.bioRequired") })
      .trim()
      .min(1, t("resources.anonymousDocuments.bioRequired"))
      .max(BIO_MAX_LENGTH, t("resources.anonymousDocuments.bioTooLong"))
      .refine((text) => identityLeaks(text, talent).length === 0, t("resources.anonymousDocuments.bioLeak")),
  });

export type AnonymousBioValues = z.infer<ReturnType<typeof anonymousBioSchema>>;
