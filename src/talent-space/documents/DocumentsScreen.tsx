// /talent/documents — the talent's documents (those expiring soon, expired or refused first; one
// replaced by a document sent since says « Envoyé, en attente de vérification ») and « Envoyer un
// document »: the types a talent sends, the documents bucket's file types and size (checked here
// to spare a useless upload, and again by the database and the storage), sent to the
// talent-document function, which stores it and creates the row the agency checks.
import { useCallback, useId, useRef, useState, type FormEvent } from "react";
import { ActionScreen, callFunction, LoadedView, SpaceLink, useLoaded } from "../../portal/action-screen.tsx";
import { callSpace, SpaceError } from "../../portal/api.ts";
import { date } from "../../portal/format.ts";
import { labelOf } from "../../portal/labels.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { Fact, Status } from "../../portal/parts.tsx";
import { DOCUMENT_STATUS, DOCUMENT_TYPE } from "../texts.ts";
import { documentTexts as t } from "./texts.ts";

export type TalentDocuments = {
  types: string[];
  mime_types: string[];
  max_bytes: number;
  /** the documents every mission needs that none valid or under check stands for */
  missing: string[];
  documents: Array<{
    id: string;
    type: string;
    name: string | null;
    expiry_date: string | null;
    status: string;
    created_at: string;
    rejection_reason: string | null;
    replacement_pending: boolean;
  }>;
};

const messages = { network: t.network, failed: t.failed };
const ATTENTION: Record<string, "warn" | "alert"> = { expiring_soon: "warn", expired: "alert", rejected: "alert" };
/** Browsers give some files (HEIC) no type: the extension decides, as the back office's field does. */
const EXTENSION_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  heic: "image/heic",
  heif: "image/heif",
};

export const fileType = (file: { name: string; type: string }): string =>
  file.type ? file.type.toLowerCase() : (EXTENSION_TYPES[file.name.split(".").pop()?.toLowerCase() ?? ""] ?? "");

/** The talent's files: documents and photos (a talent sends no spreadsheet), within the bucket's types. */
const acceptedTypes = (bucket: string[]) => bucket.filter((m) => m === "application/pdf" || m.startsWith("image/"));

export function DocumentsScreen({ space }: { space: SpaceContext }) {
  const load = useCallback(
    async () => (await callSpace(space.client, "talent_space_documents", {} as never, messages)) as TalentDocuments,
    [space.client],
  );
  const { state, retry, reload } = useLoaded(load, t.failed);
  const [type, setType] = useState("");
  const [expiry, setExpiry] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ field: "type" | "file" | null; message: string } | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const typeSelect = useRef<HTMLSelectElement>(null);
  const ids = { type: useId(), file: useId(), help: useId(), expiry: useId(), error: useId() };

  const submit = async (e: FormEvent, d: TalentDocuments) => {
    e.preventDefault();
    setSent(false);
    const mb = Math.floor(d.max_bytes / 1048576);
    if (!type) return setProblem({ field: "type", message: t.typeRequired });
    if (!file) return setProblem({ field: "file", message: t.fileRequired });
    if (!acceptedTypes(d.mime_types).includes(fileType(file)))
      return setProblem({ field: "file", message: t.fileType });
    if (file.size > d.max_bytes) return setProblem({ field: "file", message: t.fileSize(mb) });
    setBusy(true);
    setProblem(null);
    const body = new FormData();
    body.append("file", file, file.name);
    body.append("type", type);
    if (expiry) body.append("expiry_date", expiry);
    try {
      await callFunction(space.client, "talent-document", body, { network: t.network, failed: t.sendFailed });
      setSent(true);
      setType("");
      setExpiry("");
      setFile(null);
      if (input.current) input.current.value = "";
      await reload().catch(() => undefined);
    } catch (error) {
      setProblem({ field: null, message: error instanceof SpaceError ? error.message : t.sendFailed });
    }
    setBusy(false);
  };

  const invalid = (field: "type" | "file") => (problem?.field === field ? true : undefined);
  return (
    <ActionScreen
      id="documents"
      title={t.title}
      back={
        <SpaceLink space={space} base="/talent" to="/">
          {t.back}
        </SpaceLink>
      }
    >
      <LoadedView state={state} retry={retry}>
        {(d) => (
          <>
            <p>{t.intro}</p>
            {(d.missing ?? []).length > 0 && (
              <div className="status-line warn">
                <p>{t.missing}</p>
                <ul className="missing">
                  {d.missing.map((m) => (
                    <li key={m}>
                      <button
                        type="button"
                        className="secondary"
                        onClick={() => {
                          setType(m);
                          typeSelect.current?.focus();
                        }}
                      >
                        {t.sendType(labelOf(DOCUMENT_TYPE, m))}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <form onSubmit={(e) => void submit(e, d)} noValidate aria-labelledby="envoyer-title">
              <h3 id="envoyer-title">{t.send}</h3>
              <label htmlFor={ids.type}>{t.type}</label>
              <select
                ref={typeSelect}
                id={ids.type}
                value={type}
                onChange={(e) => setType(e.target.value)}
                aria-invalid={invalid("type")}
                aria-describedby={invalid("type") ? ids.error : undefined}
              >
                <option value="">{t.choose}</option>
                {d.types.map((value) => (
                  <option key={value} value={value}>
                    {labelOf(DOCUMENT_TYPE, value)}
                  </option>
                ))}
              </select>
              <label htmlFor={ids.file} className="spaced">
                {t.file}
              </label>
              <input
                ref={input}
                id={ids.file}
                type="file"
                accept={[...acceptedTypes(d.mime_types), ".pdf", ".jpg", ".jpeg", ".png", ".heic", ".heif"].join(",")}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                aria-invalid={invalid("file")}
                aria-describedby={invalid("file") ? `${ids.help} ${ids.error}` : ids.help}
              />
              <p id={ids.help} className="muted">
                {t.fileHelp(Math.floor(d.max_bytes / 1048576))}
              </p>
              <label htmlFor={ids.expiry}>{t.expiry}</label>
              <input id={ids.expiry} type="date" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
              {problem && (
                <p id={ids.error} role="alert" className="error">
                  {problem.message}
                </p>
              )}
              {sent && (
                <p role="status" className="status-line">
                  {t.sent}
                </p>
              )}
              <div className="row">
                <button type="submit" className="primary wide" disabled={busy}>
                  {busy ? t.submitting : t.submit}
                </button>
              </div>
            </form>
            <h3 className="spaced">{t.list}</h3>
            {d.documents.length === 0 ? (
              <p className="muted">{t.empty}</p>
            ) : (
              <ul className="items">
                {d.documents.map((doc) => {
                  const tone = doc.replacement_pending ? "todo" : ATTENTION[doc.status];
                  return (
                    <li key={doc.id} className={`item${tone ? ` ${tone}` : ""}`}>
                      <h4>{labelOf(DOCUMENT_TYPE, doc.type)}</h4>
                      <Status label={labelOf(DOCUMENT_STATUS, doc.status)} tone={ATTENTION[doc.status]} />
                      {doc.replacement_pending && <p className="status-line todo">{t.replaced}</p>}
                      <dl className="facts">
                        <Fact label={t.expires}>{doc.expiry_date ? date(doc.expiry_date) : t.noExpiry}</Fact>
                        <Fact label={t.sentOn}>{date(doc.created_at.slice(0, 10))}</Fact>
                        {doc.status === "rejected" && doc.rejection_reason && (
                          <Fact label={t.rejection}>{doc.rejection_reason}</Fact>
                        )}
                      </dl>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </LoadedView>
    </ActionScreen>
  );
}
