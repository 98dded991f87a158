// The contact form's rules, for the import's preview (src/pages/import): the same zod schema, never a copy.
export { contactFormSchema } from "../schema.ts";
