// antd's icon component as every icon of the bundle renders it (antd's own included: the
// build points @ant-design/icons' icons at this file, see accessible-icons.node.ts): French
// name when the icon alone is its control's content, hidden from assistive technology
// otherwise. Icons given an aria-label or aria-hidden by our code keep them.
import AntdIcon, { type IconComponentProps } from "@ant-design/icons/es/components/AntdIcon";
import { forwardRef, useCallback, type Ref } from "react";
import { describeIcon } from "../lib/a11y/icon-a11y.ts";

const setRef = <T,>(ref: Ref<T> | undefined, value: T) => {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
};

const AccessibleIcon = forwardRef<HTMLSpanElement, IconComponentProps>((props, ref) => {
  const explicit =
    props["aria-label"] !== undefined || props["aria-hidden"] !== undefined || props["aria-labelledby"] !== undefined;
  const name = props.icon.name;
  const attach = useCallback(
    (node: HTMLSpanElement | null) => {
      setRef(ref, node);
      if (node && !explicit) describeIcon(node, name);
    },
    [ref, explicit, name],
  );
  // hidden until placed: antd's English name is never exposed, even for a frame
  return <AntdIcon aria-hidden={explicit ? undefined : true} aria-label={undefined} {...props} ref={attach} />;
});
AccessibleIcon.displayName = "AntdIcon";

export default Object.assign(AccessibleIcon, {
  getTwoToneColor: AntdIcon.getTwoToneColor,
  setTwoToneColor: AntdIcon.setTwoToneColor,
});
