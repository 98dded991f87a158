// antd's Tooltip with the app's timing (docs/rules/application.md#tooltips): 700 ms before opening, or at once when
// another tooltip closed less than 300 ms ago (the pointer is moving along a toolbar).
//
// antd's Tooltip is only mounted once the pointer or the keyboard's focus has reached its element.
// Each mounted Tooltip holds a trigger, a resize observer and its styles' hooks, about 40 KB of heap
// with React's second copy of its fibers. A list whose 25 rows each hold a « +N » tag would pay a
// megabyte of heap for tooltips that nobody opens. Once mounted, the Tooltip stays, so that it can
// close with its animation. It is anchored to a box laid over the element (`app-tooltip-anchor`)
// instead of wrapping it: the element is not remounted when the Tooltip arrives, and keeps its
// focus.
import { Tooltip, type TooltipProps } from "antd";
import { useEffect, useRef, useState } from "react";
import { tooltipOpenDelay } from "../../lib/tooltip/delays.ts";
import "./app-tooltip.css";

let lastClosedAt: number | null = null;

type Props = Omit<TooltipProps, "open" | "onOpenChange" | "children"> & {
  children: TooltipProps["children"];
  /** a class of the element that holds `children` (its place in a flex line…) */
  wrapperClassName?: string;
};

export const AppTooltip = ({ children, wrapperClassName, ...props }: Props) => {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = () => {
    setMounted(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), tooltipOpenDelay(Date.now(), lastClosedAt));
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  return (
    <span
      className={wrapperClassName ? `app-tooltip ${wrapperClassName}` : "app-tooltip"}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children}
      {mounted ? (
        <Tooltip {...props} open={open}>
          <span className="app-tooltip-anchor" aria-hidden />
        </Tooltip>
      ) : null}
    </span>
  );
};
