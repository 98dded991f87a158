// Accepted upload types (spec §5): JPEG, PNG, PDF, spreadsheets, HEIC/HEIF. Browsers often
// give HEIC files (and some CSVs) no MIME type, so the extension decides when the type is empty.
export const ACCEPTED_MIME_TYPES: readonly string[] = [
  "image/jpeg",
  "image/png",
  "application/pdf",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.spreadsheet",
  "text/csv",
  "image/heic",
  "image/heif",
];

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

export const IMAGE_MIME_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/heic", "image/heif"];

/** The `accept` attribute for file inputs. */
export const acceptAttribute = (types: readonly string[] = ACCEPTED_MIME_TYPES): string =>
  [...types, ...Object.entries(EXTENSION_TYPES).filter(([, type]) => types.includes(type)).map(([ext]) => `.${ext}`)].join(",");

export const mimeTypeOf = (file: { name: string; type: string }): string => {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return EXTENSION_TYPES[extension] ?? "";
};

export const isAcceptedUpload = (file: { name: string; type: string }, types: readonly string[] = ACCEPTED_MIME_TYPES): boolean =>
  types.includes(mimeTypeOf(file));
