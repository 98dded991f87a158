// « Remplacer » on a running contract (signed or active, not ended): opens the substitute bench
// narrowed to this contract, where the consultant picks a substitute and prepares the
// replacement's contract. Shown to the roles that may create contracts (the table's insert grant).
import { useCan } from "@refinedev/core";
import { Button, Tooltip } from "antd";
import { useNavigate } from "react-router";
import type { ContractRow } from "../types.ts";
import { parisToday } from "./bench.utils.ts";
import { b } from "./text.ts";

const RUNNING: readonly string[] = ["signed", "active"];

export const isRunning = (
  c: Pick<ContractRow, "status" | "is_amendment" | "end_date" | "definitive_end_date">,
  today: string,
) => {
  const end = c.definitive_end_date ?? c.end_date;
  return !c.is_amendment && RUNNING.includes(c.status) && (end == null || end >= today);
};

export const ReplaceTempButton = ({ contract }: { contract: ContractRow }) => {
  const { data: canCreate } = useCan({ resource: "contract", action: "create" });
  const navigate = useNavigate();
  if (!canCreate?.can || !isRunning(contract, parisToday())) return null;
  return (
    <Tooltip title={b("replaceHelp")}>
      <Button onClick={() => navigate(`/talents/substitute-bench?contract=${contract.id}`)}>{b("replace")}</Button>
    </Tooltip>
  );
};
