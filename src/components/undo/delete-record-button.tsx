// « Supprimer » on a record's page, shown to the roles that may delete it (useCan on the table's
// delete grant; row-level security decides on the server): deletes at once, goes back to the list,
// and the toast's « Annuler » brings the record back from the Corbeille and reopens it. A record
// shown in a drawer or a modal (no page of its own) closes it instead, and reopens it once restored.
import { useCan } from "@refinedev/core";
import { Button } from "antd";
import { useNavigate } from "react-router";
import { t } from "../../i18n/index.ts";
import { useUndoableDelete } from "./use-undo.ts";

/** Where the screen goes once the record is deleted, and once it is restored. */
export type DeletePlace =
  | {
      /** where the page goes once the record is deleted */
      listPath: string;
      /** where it goes back once restored */
      showPath: string;
    }
  | {
      /** closes the drawer or modal showing the record */
      onDeleted: () => void;
      /** opens it again */
      onRestored: () => void;
    };

export const DeleteRecordButton = ({
  resource,
  id,
  label,
  text,
  ...place
}: {
  resource: string;
  id: string;
  label: string;
  /** the button's text (« Supprimer le talent ») */
  text: string;
} & DeletePlace) => {
  const navigate = useNavigate();
  const remove = useUndoableDelete();
  const { data: can } = useCan({ resource, action: "delete" });
  if (!can?.can) return null;
  const [deleted, restored] =
    "listPath" in place
      ? [() => void navigate(place.listPath), () => void navigate(place.showPath)]
      : [place.onDeleted, place.onRestored];
  return (
    <Button
      danger
      title={t("components.undo.deleteLabel", { label })}
      onClick={() => void remove({ resource, id, label, onRestored: restored }).then(deleted, () => undefined)}
    >
      {text}
    </Button>
  );
};
