// One toast: icon, title, description paragraphs, optional action, close button. Closes after
// its duration (paused with the viewport), on Escape, or when swiped right past 50 px.
import { CheckCircleFilled, CloseCircleFilled, CloseOutlined } from "@ant-design/icons";
import { useState, type KeyboardEvent, type PointerEvent } from "react";
import { t } from "../../i18n/index.ts";
import { TOAST_LOOK, isDismissingSwipe, type ToastMessage } from "../../lib/toast/toast-rules.ts";
import { useToastTimer } from "./use-toast-timer.ts";

const COLORS = { green: "#389e0d", red: "#cf1322" } as const;

type Props = { toast: ToastMessage; paused: boolean; onDismiss: (id: string) => void };

export const ToastItem = ({ toast, paused, onDismiss }: Props) => {
  const look = TOAST_LOOK[toast.type];
  const [offset, setOffset] = useState(0);
  const [dragStart, setDragStart] = useState<number | null>(null);
  const dismiss = () => onDismiss(toast.id);
  useToastTimer(toast.duration, paused || dragStart !== null, dismiss);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    dismiss();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!(event.target as HTMLElement).closest("button")) setDragStart(event.clientX);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (dragStart !== null) setOffset(Math.max(0, event.clientX - dragStart));
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (dragStart === null) return;
    setDragStart(null);
    if (isDismissingSwipe(event.clientX - dragStart)) dismiss();
    else setOffset(0);
  };
  const Icon = look.icon === "check" ? CheckCircleFilled : CloseCircleFilled;

  return (
    // the pointer handlers add swipe-to-dismiss; the keyboard equivalent is Escape on the focused toast
    <div
      className="toast"
      role={toast.type === "success" ? "status" : "alert"}
      aria-atomic="true"
      tabIndex={0}
      data-type={toast.type}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <Icon className="toast-icon" style={{ color: COLORS[look.color] }} aria-hidden data-icon={look.icon} />
      <div className="toast-body">
        <div className="toast-title">{toast.title}</div>
        {toast.description.map((line, index) => (
          <p key={index} className="toast-description">
            {line}
          </p>
        ))}
        {toast.action ? (
          <button
            type="button"
            className="toast-action"
            aria-label={toast.action.altText}
            onClick={() => {
              toast.action?.trigger();
              dismiss();
            }}
          >
            {toast.action.btnText}
          </button>
        ) : null}
      </div>
      <button type="button" className="toast-close" aria-label={t("toasts.close")} onClick={dismiss}>
        <CloseOutlined aria-hidden />
      </button>
    </div>
  );
};
