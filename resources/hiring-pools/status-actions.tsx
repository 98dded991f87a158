// « Archiver » / « Réactiver » on a pool's page (the shared component), offered as
// public.status_transition allows them to the user's roles (marketing, consultants and CSM); the
// row's update right still applies (an 'own' right: the pools its holder or their managees own).
import { archiveStatusMoves } from "../../src/components/status/archive-moves.ts";
import { ArchiveStatusActions } from "../../src/components/status/archive-status-actions.tsx";
import { useStatusTransitions } from "../../src/components/status/use-status-transitions.ts";
import { useRoles } from "../../src/session/use-status-choices.ts";
import type { HiringPoolShowRow } from "./types.ts";

export const HiringPoolStatusActions = ({
  pool,
  onDone,
}: {
  pool: Pick<HiringPoolShowRow, "id" | "name" | "status">;
  onDone: () => void;
}) => (
  <ArchiveStatusActions
    entity="hiring_pool"
    record={pool}
    moves={archiveStatusMoves(useStatusTransitions("hiring_pool"), pool.status, useRoles())}
    texts="resources.hiringPools.status"
    onDone={onDone}
  />
);
