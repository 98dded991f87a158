// "Nouvelle demande": the button and its modal, loaded on demand, for the roles that may create
// the type (its insert grant, the same roles as its creation row in status_transition, plus the
// developer); a link such as `/<route>?create=1&talent_id=…` (the talent's "Demandes" card)
// opens it pre-filled.
import { useCan } from "@refinedev/core";
import { Button } from "antd";
import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { t } from "../../src/i18n/index.ts";
import type { RequestDefinition } from "./definition.ts";

const load = () => import("./create-modal.tsx");
const CreateRequestModal = lazy(() => load().then((m) => ({ default: m.CreateRequestModal })));

/** The prefilled columns the URL carries (only those the definition allows). */
export const prefillFrom = (search: URLSearchParams, allowed: readonly string[]): Record<string, string> =>
  Object.fromEntries(allowed.flatMap((name) => (search.get(name) ? [[name, search.get(name) as string]] : [])));

export const CreateRequestButton = ({
  definition,
  hasDetailRoute,
  onCreated,
  fixedPrefill,
  label,
}: {
  definition: RequestDefinition;
  hasDetailRoute: boolean;
  onCreated?: () => void;
  /** the columns the page's record fills whatever the URL (a talent's or a pool's e-mails) */
  fixedPrefill?: Record<string, string>;
  /** the button's text where the page names the act (a pool's « Lancer une campagne ») */
  label?: string;
}) => {
  const [search] = useSearchParams();
  // read once: the list's URL sync rewrites the query string afterwards
  const [prefill] = useState(() => ({ ...prefillFrom(search, definition.create?.prefill ?? []), ...fixedPrefill }));
  const [openRequests, setOpenRequests] = useState(() => (search.get("create") ? 1 : 0));
  const { data: canCreate } = useCan({ resource: definition.entity, action: "create" });
  const allowed = !!canCreate?.can;
  useEffect(() => {
    if (!allowed) return;
    const idle = window.setTimeout(() => void load().catch(() => undefined), 1_000);
    return () => window.clearTimeout(idle);
  }, [allowed]);
  if (!allowed) return null;
  return (
    <>
      <Button
        type="primary"
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => setOpenRequests((n) => n + 1)}
      >
        {label ?? definition.create?.label ?? t("resources.requests.list.create")}
      </Button>
      {openRequests > 0 ? (
        <Suspense fallback={null}>
          <CreateRequestModal
            definition={definition}
            prefill={prefill}
            redirectToShow={hasDetailRoute}
            onCreated={onCreated}
            openRequests={openRequests}
          />
        </Suspense>
      ) : null}
    </>
  );
};
