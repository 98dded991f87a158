// The "Enregistrer" button of an edit-in-place form (Refine's useForm saveButtonProps). It says
// aria-busy while the record loads or saves: antd fades a loading primary button, and a
// checker (or a screen reader) must know the faded colours are a state, not the design.
import { Button, type ButtonProps } from "antd";
import { t } from "../../i18n/index.ts";

export const SaveButton = (props: ButtonProps) => (
  <Button type="primary" {...props} aria-busy={!!props.loading}>
    {t("components.form.save")}
  </Button>
);
