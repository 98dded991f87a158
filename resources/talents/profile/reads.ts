// The one-page profile's reads (/talents/:id/new-page): declared once, for the page's useOne /
// useList and for the route's `reads` (resources/README.md « A page's reads at navigation »), so
// the router starts them beside the page's code and the sections find their rows in the cache.
// The talent itself comes from the show page (TALENT_SHOW_SELECT); the planning's
// unavailabilities are a function (talent_unavailabilities), read by the availability card.
import type { GetListParams, GetOneParams } from "@refinedev/core";
import { Constants, type Tables } from "../../../src/database.types.ts";
import type { RouteRead } from "../../types.ts";

/** What the show page's read lacks: the agency (the talent's workspace) and its static pools. */
export const PROFILE_EXTRAS_SELECT =
  "id, workspace:workspace_id(id, name), talent_hiring_pool(created_at, hiring_pool:hiring_pool_id(id, name, status, is_dynamic))";

export type ProfileExtras = Pick<Tables<"talent">, "id"> & {
  workspace: Pick<Tables<"workspace">, "id" | "name"> | null;
  talent_hiring_pool: Array<
    Pick<Tables<"talent_hiring_pool">, "created_at"> & {
      hiring_pool: Pick<Tables<"hiring_pool">, "id" | "name" | "status" | "is_dynamic"> | null;
    }
  >;
};

export type ProfileDocument = Pick<Tables<"document">, "id" | "type" | "name" | "expiry_date" | "status">;

export type ProfileContract = Pick<
  Tables<"contract">,
  | "id"
  | "contract_key"
  | "is_amendment"
  | "amendment_number"
  | "status"
  | "start_date"
  | "end_date"
  | "definitive_end_date"
  | "job_name"
> & { company: Pick<Tables<"company">, "id" | "name"> | null };

export type ProfileApplication = Pick<Tables<"application">, "id" | "stage" | "created_at"> & {
  mission: Pick<Tables<"mission">, "id" | "reference" | "job_name"> | null;
};

export type ProfileNote = Pick<
  Tables<"note">,
  "id" | "note_type" | "title" | "content" | "audio_transcription" | "is_feedback_positive" | "created_at"
>;

// a view: every column is nullable in the generated types; id and entity are always set
export type ProfileRequest = Omit<Tables<"request_summary">, "id" | "entity"> & { id: string; entity: string };

/** The latest contracts shown (the contracts tab has them all). */
export const CONTRACTS_SHOWN = 5;
/** The latest notes shown (the notes tab has them all). */
export const NOTES_SHOWN = 3;
/** Open requests weighed for the next actions (the requests card of the contracts tab lists them all). */
export const REQUESTS_READ = 20;
/** Open applications weighed for the next actions. */
export const APPLICATIONS_READ = 10;

const byTalent = (talentId: string) => [{ field: "talent_id", operator: "eq" as const, value: talentId }];

export const profileExtrasRead = (talentId: string): GetOneParams => ({
  resource: "talent",
  id: talentId,
  meta: { select: PROFILE_EXTRAS_SELECT },
});

export const profileDocumentsRead = (talentId: string): GetListParams => ({
  resource: "document",
  filters: byTalent(talentId),
  sorters: [{ field: "expiry_date", order: "asc" }],
  pagination: { mode: "off" },
  meta: { select: "id, type, name, expiry_date, status" },
});

export const profileContractsRead = (talentId: string): GetListParams => ({
  resource: "contract",
  filters: byTalent(talentId),
  sorters: [
    { field: "start_date", order: "desc" },
    { field: "amendment_number", order: "desc" },
  ],
  pagination: { currentPage: 1, pageSize: CONTRACTS_SHOWN, mode: "server" },
  meta: {
    select:
      "id, contract_key, is_amendment, amendment_number, status, start_date, end_date, definitive_end_date, job_name, company:company_id(id, name)",
  },
});

/** The stages still waiting for a step: neither placed nor parked in the pool stage. */
export const OPEN_APPLICATION_STAGES = Constants.public.Enums.application_stage.filter(
  (stage) => stage !== "placed" && stage !== "on_hold",
);

/** The applications still in the pipeline (not refused, at an open stage). */
export const profileApplicationsRead = (talentId: string): GetListParams => ({
  resource: "application",
  filters: [
    ...byTalent(talentId),
    { field: "is_rejected", operator: "eq", value: false },
    { field: "stage", operator: "in", value: OPEN_APPLICATION_STAGES },
  ],
  sorters: [{ field: "created_at", order: "desc" }],
  pagination: { currentPage: 1, pageSize: APPLICATIONS_READ, mode: "server" },
  meta: { select: "id, stage, created_at, mission:mission_id(id, reference, job_name)" },
});

export const profileNotesRead = (talentId: string): GetListParams => ({
  resource: "note",
  filters: byTalent(talentId),
  sorters: [{ field: "created_at", order: "desc" }],
  pagination: { currentPage: 1, pageSize: NOTES_SHOWN, mode: "server" },
  meta: { select: "id, note_type, title, content, audio_transcription, is_feedback_positive, created_at" },
});

/** The talent's open requests of every type (reference checks and scheduled e-mails included). */
export const profileRequestsRead = (talentId: string): GetListParams => ({
  resource: "request_summary",
  filters: [...byTalent(talentId), { field: "closed_at", operator: "null", value: null }],
  sorters: [{ field: "due_at", order: "asc" }],
  pagination: { currentPage: 1, pageSize: REQUESTS_READ, mode: "server" },
});

/** Every read the page makes on its first render, for the router to start at navigation. */
export const profileReads = (talentId: string): RouteRead[] => [
  { one: profileExtrasRead(talentId) },
  { list: profileDocumentsRead(talentId) },
  { list: profileContractsRead(talentId) },
  { list: profileApplicationsRead(talentId) },
  { list: profileNotesRead(talentId) },
  { list: profileRequestsRead(talentId) },
];
