// The live duplicate warning of the create forms (talent, company, contact): the values typed so
// far, debounced, go to public.likely_duplicates — the one duplicate rule, under the caller's RLS
// — and the records it finds are listed with a link to each and, for who may merge, a
// « Fusionner » link to the merge screen with that record kept.
import { useCan } from "@refinedev/core";
import { Alert, Form, type FormInstance } from "antd";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useRpc } from "../../../providers/rpc.ts";
import { t, translateAny } from "../../i18n/index.ts";
import { mergePath, recordPath, type MergeEntity } from "./fields.ts";

export const DUPLICATE_DEBOUNCE_MS = 300;

type Match = { id: string; label: string; matched_on: string[] };

/** `value`, once it has stayed the same for `ms`. */
export const useDebounced = <T,>(value: T, ms = DUPLICATE_DEBOUNCE_MS): T => {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
};

/** Only the keys with a value: an empty form asks nothing. */
const filled = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => (typeof v === "string" && v.trim() !== "") || typeof v === "number")
      .map(([k, v]) => [k, String(v).trim()]),
  );

/** The likely duplicates of the values typed so far (none until something is typed). */
export const useLikelyDuplicates = (
  entity: MergeEntity,
  values: Record<string, unknown>,
  exceptId?: string,
): Match[] => {
  const settled = useDebounced(filled(values));
  const asked = Object.keys(settled).length > 0;
  const { data } = useRpc(
    "likely_duplicates",
    { p_entity: entity, p_values: settled, p_except: exceptId ?? null },
    { queryOptions: { enabled: asked, staleTime: 10_000 }, errorNotification: false },
  );
  return asked && Array.isArray(data) ? (data as Match[]) : [];
};

const matchLabel = (key: string): string => translateAny(`merge.duplicates.matchedOn.${key}`, undefined, key);

export const DuplicatesAlert = ({
  entity,
  values,
  exceptId,
}: {
  entity: MergeEntity;
  values: Record<string, unknown>;
  exceptId?: string;
}) => {
  const matches = useLikelyDuplicates(entity, values, exceptId);
  const { data: canUpdate } = useCan({ resource: entity, action: "edit" });
  const { data: canDelete } = useCan({ resource: entity, action: "delete" });
  if (!matches.length) return null;
  const mayMerge = Boolean(canUpdate?.can && canDelete?.can);
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      message={t("merge.duplicates.title")}
      description={
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {matches.map((m) => (
            <li key={m.id}>
              <Link to={recordPath(entity, m.id)}>{t("merge.duplicates.open", { name: m.label })}</Link> (
              {m.matched_on.map(matchLabel).join(", ")})
              {mayMerge ? (
                <>
                  {" — "}
                  <Link to={mergePath(entity, m.id)}>{t("merge.duplicates.merge", { name: m.label })}</Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      }
      style={{ marginBottom: 16 }}
    />
  );
};

/**
 * The warning on the fields `fields` of `form`, watched here and not by the form that holds them:
 * a keystroke in one of them re-renders this warning only, not every field of the form.
 */
export const FormDuplicatesAlert = ({
  entity,
  form,
  fields,
  exceptId,
}: {
  entity: MergeEntity;
  form: FormInstance | undefined;
  fields: readonly string[];
  exceptId?: string;
}) => {
  const values = Form.useWatch(
    (all: Record<string, unknown>) => Object.fromEntries(fields.map((name) => [name, all[name]])),
    form,
  ) as Record<string, unknown> | undefined;
  return <DuplicatesAlert entity={entity} values={values ?? {}} exceptId={exceptId} />;
};
