// antd's Select for a Form.Item with a required rule. Form.Item hands its control
// aria-required, which Select writes on its outer <div> (no role): ARIA does not allow it
// there (axe aria-allowed-attr, critical) and screen readers ignore it. The field's required
// state stays in its label's mark and its validation message.
import { Select, type SelectProps } from "antd";

export const FormSelect = <T,>({ "aria-required": _ariaRequired, ...props }: SelectProps<T>) => (
  <Select<T> {...props} />
);
