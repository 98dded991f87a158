// « Archiver » / « Réactiver » on a group's page, offered from public.status_transition as the
// database checks them (status-moves.ts), confirmed, then sent through public.transition_status as
// a company's status moves are; a refusal shows the database's French message in the toast.
import { useCustomMutation } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { MUTATION_NOTIFICATIONS } from "../../src/components/form/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { useRoles } from "../../src/session/use-status-choices.ts";
import { useCompanyGroupTransitions } from "./hooks.ts";
import { companyGroupStatusMoves } from "./status-moves.ts";
import type { CompanyGroupRow } from "./types.ts";

const st = (key: keyof typeof import("./i18n.fr.ts").companyGroupsFr.status, vars?: Record<string, string>) =>
  t(`resources.companyGroups.status.${key}`, vars);

export const CompanyGroupStatusActions = ({
  group,
  onDone,
}: {
  group: Pick<CompanyGroupRow, "id" | "name" | "status">;
  onDone: () => void;
}) => {
  const moves = companyGroupStatusMoves(useCompanyGroupTransitions(), group.status, useRoles());
  const { mutate, mutation } = useCustomMutation();
  return moves.map((move) => (
    <Popconfirm
      key={move.action}
      title={st(move.action === "archive" ? "archiveConfirm" : "reactivateConfirm", { name: group.name })}
      description={move.action === "archive" ? st("archiveHint") : undefined}
      okText={st(move.action)}
      cancelText={t("components.form.cancel")}
      onConfirm={() =>
        mutate(
          {
            url: "rpc/transition_status",
            method: "post",
            values: { p_entity: "company_group", p_id: group.id, p_status: move.to, p_comment: null },
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
