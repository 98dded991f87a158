// « Supprimer » on a record's page, shown to the roles that may delete it (useCan on the table's
// delete grant; row-level security decides on the server): deletes at once, goes back to the list,
// and the toast's « Annuler » brings the record back from the Corbeille and reopens it.
import { useCan } from "@refinedev/core";
import { Button } from "antd";
import { useNavigate } from "react-router";
import { t } from "../../i18n/index.ts";
import { useUndoableDelete } from "./use-undo.ts";

export const DeleteRecordButton = ({
  resource,
  id,
  label,
  listPath,
  showPath,
  text,
}: {
  resource: string;
  id: string;
  label: string;
  /** where the page goes once the record is deleted */
  listPath: string;
  /** where it goes back once restored */
  showPath: string;
  /** the button's text (« Supprimer le talent ») */
  text: string;
}) => {
  const navigate = useNavigate();
  const remove = useUndoableDelete();
  const { data: can } = useCan({ resource, action: "delete" });
  if (!can?.can) return null;
  return (
    <Button
      danger
      title={t("components.undo.deleteLabel", { label })}
      onClick={() =>
        void remove({ resource, id, label, onRestored: () => void navigate(showPath) }).then(
          () => void navigate(listPath),
          () => undefined,
        )
      }
    >
      {text}
    </Button>
  );
};
