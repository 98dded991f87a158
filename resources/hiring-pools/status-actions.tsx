// « Archiver » / « Réactiver » on a pool's page, offered from public.status_transition
// (status-moves.ts), confirmed, then sent through public.transition_status; the row's update
// right still applies there (an 'own' right: the pools its holder or their managees own), and a
// refusal shows the database's French message in the toast.
import { useCustomMutation } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { MUTATION_NOTIFICATIONS } from "../../src/components/form/notifications.ts";
import { useStatusTransitions } from "../../src/components/status/use-status-transitions.ts";
import { t } from "../../src/i18n/index.ts";
import { useRoles } from "../../src/session/use-status-choices.ts";
import { hiringPoolStatusMoves } from "./status-moves.ts";
import type { HiringPoolShowRow } from "./types.ts";

const st = (key: keyof typeof import("./i18n.fr.ts").hiringPoolsFr.status, vars?: Record<string, string>) =>
  t(`resources.hiringPools.status.${key}`, vars);

export const HiringPoolStatusActions = ({
  pool,
  onDone,
}: {
  pool: Pick<HiringPoolShowRow, "id" | "name" | "status">;
  onDone: () => void;
}) => {
  const moves = hiringPoolStatusMoves(useStatusTransitions("hiring_pool"), pool.status, useRoles());
  const { mutate, mutation } = useCustomMutation();
  return moves.map((move) => (
    <Popconfirm
      key={move.action}
      title={st(move.action === "archive" ? "archiveConfirm" : "reactivateConfirm", { name: pool.name })}
      description={move.action === "archive" ? st("archiveHint") : undefined}
      okText={st(move.action)}
      cancelText={t("components.form.cancel")}
      onConfirm={() =>
        mutate(
          {
            url: "rpc/transition_status",
            method: "post",
            values: { p_entity: "hiring_pool", p_id: pool.id, p_status: move.to, p_comment: null },
            ...MUTATION_NOTIFICATIONS,
          },
          { onSuccess: onDone },
        )
      }
    >
      <Button loading={mutation.isPending}>{st(move.action)}</Button>
    </Popconfirm>
  ));
};
