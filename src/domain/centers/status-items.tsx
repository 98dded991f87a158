// A centre's « Statut »: the saved status and what the user's roles may reach from it in the
// transition table (the CSM's); a move that requires a comment asks it in `status_move_comment`,
// written with the save to the row's status_comment (schema.ts statusMoveComment), which the
// transition trigger logs with the move.
import { StatusFormItems } from "../../components/status/status-form-items.tsx";
import type { EnumStyle } from "../../components/table/columns.tsx";
import { useStatusChoices } from "../../session/use-status-choices.ts";

export const CenterStatusItems = <S extends string>({
  entity,
  statuses,
  style,
  status,
  label,
}: {
  entity: "medical_center" | "qualification_center";
  statuses: readonly S[];
  style: EnumStyle<S>;
  /** the edited centre's (none when creating: the statuses a centre is created at) */
  status: S | undefined;
  label: string;
}) => (
  <StatusFormItems
    label={label}
    choices={useStatusChoices(entity, { statuses, from: status, withComment: true })}
    style={style}
    commentName="status_move_comment"
  />
);
