// « Archiver » / « Réactiver » on the page of a record whose status is only active or archived (a
// company group, a hiring pool): the moves the page offers (archive-moves.ts reads them from
// public.status_transition for the user's roles), each confirmed, then sent through
// public.transition_status; the row's update right still applies there, and a refusal shows the
// database's French message in the toast.
import { Button, Popconfirm } from "antd";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { MUTATION_NOTIFICATIONS } from "../../lib/forms/notifications.ts";
import { t, type MessageKey } from "../../i18n/index.ts";
import type { ArchiveMove } from "./archive-moves.ts";

type ArchiveTextKey = "archive" | "reactivate" | "archiveConfirm" | "reactivateConfirm" | "archiveHint";
type Prefix = MessageKey extends infer K ? (K extends `${infer P}.archiveConfirm` ? P : never) : never;
/** Where the resource's catalog holds the buttons' texts, e.g. "resources.companyGroups.status":
 * archive, reactivate, archiveConfirm and reactivateConfirm (with {{name}}), archiveHint. */
export type ArchiveTexts = { [P in Prefix]: `${P}.${ArchiveTextKey}` extends MessageKey ? P : never }[Prefix];

export const ArchiveStatusActions = ({
  entity,
  record,
  moves,
  texts,
  onDone,
}: {
  /** the entity of public.status_transition and of transition_status's p_entity */
  entity: string;
  record: { id: string; name: string };
  /** archiveStatusMoves of the record's status for the user's roles */
  moves: readonly ArchiveMove[];
  texts: ArchiveTexts;
  onDone: () => void;
}) => {
  const { mutate, isPending } = useRpcMutation();
  const st = (key: ArchiveTextKey, vars?: Record<string, string>) => t(`${texts}.${key}` as MessageKey, vars);
  return moves.map((move) => (
    <Popconfirm
      key={move.action}
      title={st(move.action === "archive" ? "archiveConfirm" : "reactivateConfirm", { name: record.name })}
      description={move.action === "archive" ? st("archiveHint") : undefined}
      okText={st(move.action)}
      cancelText={t("components.form.cancel")}
      onConfirm={() =>
        mutate(
          "transition_status",
          { p_entity: entity, p_id: record.id, p_status: move.to, p_comment: null },
          { ...MUTATION_NOTIFICATIONS, onSuccess: onDone },
        )
      }
    >
      <Button loading={isPending}>{st(move.action)}</Button>
    </Popconfirm>
  ));
};
