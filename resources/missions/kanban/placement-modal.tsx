// "Placer …": a card dropped on « Placé(e) / En mission » needs a contract for this talent on this
// mission (the database refuses the move without one). The dialog looks for that contract: it
// links to it when there is one, else offers to create it from the application (the link the
// retained card offers), for the roles that create contracts.
import { useList } from "@refinedev/core";
import { Modal, Typography } from "antd";
import { Link } from "react-router";
import type { Tables } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { talentName } from "./card.tsx";
import type { KanbanCard } from "./types.ts";

type ContractRef = Pick<Tables<"contract">, "id" | "contract_key">;

export const PlacementModal = ({
  card,
  missionId,
  canCreateContract,
  onCancel,
  onConfirm,
}: {
  /** the card being placed; none: the dialog is closed */
  card: KanbanCard | null;
  missionId: string;
  canCreateContract: boolean;
  onCancel: () => void;
  onConfirm: (card: KanbanCard) => void;
}) => {
  const { result, query } = useList<ContractRef>({
    resource: "contract",
    filters: [
      { field: "mission_id", operator: "eq", value: missionId },
      { field: "talent_id", operator: "eq", value: card?.talent?.id },
      { field: "is_amendment", operator: "eq", value: false },
    ],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { pageSize: 1 },
    meta: { select: "id, contract_key" },
    queryOptions: { enabled: !!card?.talent?.id },
    liveMode: "off",
  });
  const name = card ? talentName(card) : "";
  const contract = result.data[0];
  return (
    <Modal
      open={!!card}
      title={t("resources.kanban.contract.title", { name })}
      okText={t("resources.kanban.contract.ok")}
      cancelText={t("resources.kanban.cancel")}
      onCancel={onCancel}
      onOk={() => card && onConfirm(card)}
    >
      <Typography.Paragraph>{t("resources.kanban.contract.body")}</Typography.Paragraph>
      {query.isLoading || !card ? null : contract ? (
        <Typography.Paragraph>
          <Link to={`/contracts/${contract.id}`}>
            {t("resources.kanban.contract.open", { key: contract.contract_key })}
          </Link>
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph>
          {t("resources.kanban.contract.none")}{" "}
          {canCreateContract ? (
            <Link to={`/contracts?application=${card.id}`}>{t("resources.kanban.createContractFor", { name })}</Link>
          ) : null}
        </Typography.Paragraph>
      )}
    </Modal>
  );
};
