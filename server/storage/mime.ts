// The real type of uploaded bytes (magic numbers via file-type, a safe rule for text), and
// each bucket's `allowed_mime_types` checked against it, never against the declared type.
import { fileTypeFromBuffer } from "file-type";

const OCTET = "application/octet-stream";

/** `type/subtype` in lower case, parameters dropped. */
export const baseType = (mime: string | undefined): string => (mime ?? "").split(";")[0].trim().toLowerCase();

// Declared types that textual content may keep (anything else textual is stored as text/plain).
const TEXTUAL_DECLARED = new Set([
  "text/plain",
  "text/csv",
  "text/markdown",
  "text/tab-separated-values",
  "text/calendar",
  "text/vcard",
  "text/css",
  "application/json",
  "application/ld+json",
  "application/x-ndjson",
  "application/csv",
  "application/geo+json",
]);

/** How many leading bytes decide the type of a file (text sample and magic numbers). */
export const SNIFF_BYTES = 64 * 1024;

function isText(data: Buffer, complete: boolean): boolean {
  const sample = data.subarray(0, SNIFF_BYTES);
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(
      complete && sample.length === data.length ? sample : trimUtf8(sample),
    );
  } catch {
    return false;
  }
  for (const b of sample) if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b) || b === 0x7f) return false;
  return true;
}

/** Drops an incomplete UTF-8 sequence cut at the end of a sample. */
function trimUtf8(b: Buffer): Buffer {
  let end = b.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const c = b[end - i];
    if ((c & 0xc0) === 0x80) continue;
    if ((c & 0xc0) === 0xc0) end -= i;
    break;
  }
  return b.subarray(0, end);
}

function sniffText(data: Buffer, declared: string): string {
  const head = data
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (head.startsWith("#!")) return "text/x-shellscript";
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"))) return "image/svg+xml";
  if (/^<(!doctype html|html|head|body|script|iframe)\b/.test(head) || head.includes("<script")) return "text/html";
  if (head.startsWith("<?xml")) return "application/xml";
  const base = baseType(declared);
  // Windows browsers declare CSV files as Excel's type.
  if (base === "application/vnd.ms-excel") return "text/csv";
  return TEXTUAL_DECLARED.has(base) ? base : "text/plain";
}

const CFB_STREAMS: Array<[string, string]> = [
  ["Workbook", "application/vnd.ms-excel"],
  ["Book", "application/vnd.ms-excel"],
  ["WordDocument", "application/msword"],
  ["PowerPoint Document", "application/vnd.ms-powerpoint"],
];

/** Legacy Office files are OLE compound files; their directory names the main stream. */
function sniffCfb(data: Buffer): string {
  for (const [name, mime] of CFB_STREAMS) {
    const entry = Buffer.concat([Buffer.from(name, "utf16le"), Buffer.alloc(2)]);
    if (data.includes(entry)) return mime;
  }
  return "application/x-cfb";
}

/**
 * The type the bytes really have; the declared type only names a textual format. `complete`
 * is false when `data` is only the first bytes of a longer file.
 */
export async function sniffMime(data: Buffer, declared: string | undefined, complete = true): Promise<string> {
  const detected = await fileTypeFromBuffer(data);
  if (detected) return detected.mime === "application/x-cfb" ? sniffCfb(data) : detected.mime;
  if (isText(data, complete)) {
    const mime = sniffText(data, declared ?? "");
    // keep the declared parameters (charset) when the declared type was right
    return baseType(declared) === mime && declared ? declared.trim() : mime;
  }
  return OCTET;
}

/** Storage's rule: an exact match or a `type/*` wildcard; no list = anything. */
export function mimeAllowed(mime: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = baseType(mime);
  return allowed.some((a) => {
    const rule = baseType(a);
    if (rule === "*/*" || rule === "*") return true;
    if (rule.endsWith("/*")) return base.startsWith(rule.slice(0, -1));
    return rule === base;
  });
}
