// antd's Tooltip with the app's timing (docs/rules/application.md#tooltips): 700 ms before opening, or at once when
// another tooltip closed less than 300 ms ago (the pointer is moving along a toolbar).
import { Tooltip, type TooltipProps } from "antd";
import { useEffect, useRef, useState } from "react";
import { tooltipOpenDelay } from "../../lib/tooltip/delays.ts";

let lastClosedAt: number | null = null;

export const AppTooltip = ({ children, ...props }: Omit<TooltipProps, "open" | "onOpenChange">) => {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), tooltipOpenDelay(Date.now(), lastClosedAt));
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  return (
    <Tooltip {...props} open={open}>
      <span onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide} style={{ display: "inline-flex" }}>
        {children}
      </span>
    </Tooltip>
  );
};
