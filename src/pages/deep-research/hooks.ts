// Deep research's reads through Refine's hooks: the reader's reference lists (jobs, the
// workspace's synonym dictionary, the cards' French labels), whether the search is lexical, and
// one page of public.deep_research_search. The search is a POST: it writes its log
// (public.deep_research_log, AI Act Annex III), which a read-only GET could not.
import { keepPreviousData } from "@tanstack/react-query";
import { useList } from "@refinedev/core";
import { useMemo } from "react";
import { useRpc } from "../../../providers/rpc.ts";
import { dayjs } from "../../lib/dates/dayjs.ts";
import { enumStyle } from "../../lib/enums/labels.ts";
import type { ReaderRefs, ReaderSynonym } from "./reader.ts";
import { CARD_TYPES, toRpcArgs, type DeepResearchState, type Point } from "./state.ts";
import type { DeepResearchHit } from "./types.ts";

const DOCUMENT_TYPES = enumStyle("document_type");

export const cardOptions = () => CARD_TYPES.map((value) => ({ value, label: DOCUMENT_TYPES[value]?.label ?? value }));

export type SynonymRow = ReaderSynonym & { id: string; workspace_id: string };

export const useSynonyms = () =>
  useList<SynonymRow>({
    resource: "deep_research_synonym",
    pagination: { pageSize: 1000 },
    sorters: [{ field: "term", order: "asc" }],
    meta: { select: "id, workspace_id, term, synonyms" },
    liveMode: "off",
  });

/** What the reader needs; `ready` once the jobs and the dictionary are loaded (or failed). */
export const useReaderRefs = (): { refs: ReaderRefs; ready: boolean } => {
  const jobs = useList<{ id: string; name: string }>({
    resource: "job",
    pagination: { pageSize: 1000 },
    meta: { select: "id, name" },
    liveMode: "off",
  });
  const synonyms = useSynonyms();
  const jobRows = jobs.result.data;
  const synonymRows = synonyms.result.data;
  const refs = useMemo(
    () => ({
      jobs: jobRows ?? [],
      synonyms: synonymRows ?? [],
      documentTypes: cardOptions(),
      today: dayjs().format("YYYY-MM-DD"),
    }),
    [jobRows, synonymRows],
  );
  // a dictionary that cannot be read leaves the terms without synonyms, not the reader stuck
  const ready = !jobs.query.isLoading && !synonyms.query.isLoading;
  return { refs, ready };
};

/** `waiting`: the commune of the radius is still loading (its coordinates are needed). */
export const useDeepResearch = (state: DeepResearchState, point: Point | undefined, enabled: boolean) => {
  const { data, query } = useRpc("deep_research_search", toRpcArgs(state, point), {
    queryOptions: { enabled, placeholderData: keepPreviousData },
    errorNotification: false,
  });
  // the rows of public.deep_research_search, its `criteria` a JSON array of Criterion
  const rows = (data ?? []) as DeepResearchHit[];
  return {
    rows,
    total: Number(rows[0]?.total_count ?? 0),
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    isSuccess: query.isSuccess,
  };
};
