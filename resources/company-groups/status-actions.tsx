// « Archiver » / « Réactiver » on a group's page (the shared component), offered as
// public.status_transition allows them to the user's roles (CSM and accounting), moved through
// public.transition_status as a company's status is.
import { archiveStatusMoves } from "../../src/components/status/archive-moves.ts";
import { ArchiveStatusActions } from "../../src/components/status/archive-status-actions.tsx";
import { useStatusTransitions } from "../../src/components/status/use-status-transitions.ts";
import { useRoles } from "../../src/session/use-status-choices.ts";
import type { CompanyGroupRow } from "./types.ts";

export const CompanyGroupStatusActions = ({
  group,
  onDone,
}: {
  group: Pick<CompanyGroupRow, "id" | "name" | "status">;
  onDone: () => void;
}) => (
  <ArchiveStatusActions
    entity="company_group"
    record={group}
    moves={archiveStatusMoves(useStatusTransitions("company_group"), group.status, useRoles())}
    texts="resources.companyGroups.status"
    onDone={onDone}
  />
);
