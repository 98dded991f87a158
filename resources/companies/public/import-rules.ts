// The company form's rules, for the import's preview (src/pages/import): the same zod schema, never a copy.
export { companySchema } from "../schema.ts";
