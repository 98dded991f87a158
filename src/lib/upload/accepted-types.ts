// Accepted upload types (docs/rules/application.md#upload-types): JPEG, PNG, PDF, spreadsheets, HEIC/HEIF — the storage
// buckets' own lists (buckets.generated.ts, written from the migrations by `npm run db:types`),
// so a field accepts exactly what the server will store. Browsers often give HEIC files (and
// some CSVs) no MIME type, so the extension decides when the type is empty.
import { BUCKETS } from "./buckets.generated.ts";

/** Documents and résumés (the two buckets accept the same types). */
export const ACCEPTED_MIME_TYPES: readonly string[] = BUCKETS.documents.allowedMimeTypes;

const EXTENSION_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  csv: "text/csv",
  heic: "image/heic",
  heif: "image/heif",
};

/** Profile pictures (the avatars bucket). */
export const IMAGE_MIME_TYPES: readonly string[] = BUCKETS.avatars.allowedMimeTypes;

/** The `accept` attribute for file inputs. */
export const acceptAttribute = (types: readonly string[] = ACCEPTED_MIME_TYPES): string =>
  [
    ...types,
    ...Object.entries(EXTENSION_TYPES)
      .filter(([, type]) => types.includes(type))
      .map(([ext]) => `.${ext}`),
  ].join(",");

export const mimeTypeOf = (file: { name: string; type: string }): string => {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return EXTENSION_TYPES[extension] ?? "";
};

export const isAcceptedUpload = (
  file: { name: string; type: string },
  types: readonly string[] = ACCEPTED_MIME_TYPES,
): boolean => types.includes(mimeTypeOf(file));
