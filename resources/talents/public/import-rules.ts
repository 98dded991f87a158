// The talent form's rules, for the import's preview (src/pages/import): the same zod schemas, never a copy.
export { talentPrivateSchema, talentSchema } from "../schema.ts";
