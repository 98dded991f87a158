// Registers the palette's record results for what is typed (debounced): talents, companies,
// contacts and missions by name, each in its French section.
import { useKBar, useRegisterActions } from "@refinedev/kbar";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useRpc } from "../../../providers/rpc.ts";
import { t } from "../../i18n/index.ts";
import { MIN_QUERY_LENGTH, toRecordAction, type RecordHit } from "./record-actions.ts";

const DEBOUNCE_MS = 200;

const useDebounced = (value: string) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
};

export const RecordSearchActions = () => {
  const { search } = useKBar((state) => ({ search: state.searchQuery }));
  const query = useDebounced(search.trim());
  const navigate = useNavigate();
  const { data } = useRpc(
    "search_records",
    { p_query: query, p_limit: 20 },
    { queryOptions: { enabled: query.length >= MIN_QUERY_LENGTH, staleTime: 30_000 }, errorNotification: false },
  );
  // public.search_records's entity is one of the four kinds it searches
  const hits = data as RecordHit[] | undefined;
  const actions = useMemo(
    () =>
      query.length >= MIN_QUERY_LENGTH
        ? (hits ?? []).flatMap((hit) => toRecordAction(hit, query, t(`components.palette.${hit.entity}`), navigate))
        : [],
    [hits, query, navigate],
  );
  useRegisterActions(actions, [actions]);
  return null;
};
