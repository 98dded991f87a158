// « Colonnes »: which columns a list shows and how wide, kept for the user (use-list-columns.ts).
// A panel opened under the button, in the page's order right after it (Tab goes from the button
// into the panel), focus on its first box when it opens, Escape closing it and giving the focus
// back to the button. A column's width is typed here, or dragged at its header's edge.
import { Button, Checkbox, Input, Popover } from "antd";
import { useEffect, useId, useRef, useState } from "react";
import { t } from "../../i18n/index.ts";
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from "../../lib/preferences/list-columns.ts";
import type { ColumnChoice } from "./use-list-columns.ts";
import "./compact-table.css";

type Props = {
  choices: ColumnChoice[];
  setHidden: (key: string, hidden: boolean) => void;
  setWidth: (key: string, width: number) => void;
  reset: () => void;
  changed: boolean;
};

/**
 * A width in pixels: a native number field (antd's InputNumber belongs to the form screens' chunk,
 * src/app/chunk-groups.node.ts, which a list's first screen does not load). What is typed applies
 * once it is a width (« 2 », « 24 », then « 240 »); the arrows step by 20.
 */
const WidthInput = ({
  value,
  label,
  disabled,
  onCommit,
}: {
  value: number;
  label: string;
  disabled: boolean;
  onCommit: (width: number) => void;
}) => {
  const [text, setText] = useState<string | null>(null);
  return (
    <Input
      type="number"
      size="small"
      min={MIN_COLUMN_WIDTH}
      max={MAX_COLUMN_WIDTH}
      step={20}
      value={text ?? String(value)}
      disabled={disabled}
      aria-label={label}
      onBlur={() => setText(null)}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const width = Number(typed);
        if (typed !== "" && width >= MIN_COLUMN_WIDTH && width <= MAX_COLUMN_WIDTH) onCommit(width);
      }}
      style={{ width: 84 }}
    />
  );
};

export const ColumnsButton = ({ choices, setHidden, setWidth, reset, changed }: Props) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // a state, not a ref: the popover draws the panel after it opens, and the effect waits for it
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const hidden = choices.filter((c) => c.hidden).length;
  useEffect(() => {
    const node = panel;
    if (!open || !node) return;
    node.querySelector<HTMLElement>("input:not([disabled])")?.focus();
    // Escape in the panel closes it, the focus back on the button
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    node.addEventListener("keydown", onKey);
    return () => node.removeEventListener("keydown", onKey);
  }, [open, panel]);

  const content = (
    <div
      ref={setPanel}
      id={panelId}
      role="group"
      aria-label={t("components.columns.panel")}
      className="list-columns-panel"
    >
      {choices.map((choice) => (
        <div key={choice.key} className="list-columns-row">
          <Checkbox
            checked={!choice.hidden}
            disabled={choice.locked}
            onChange={(event) => setHidden(choice.key, !event.target.checked)}
          >
            {choice.label}
          </Checkbox>
          <WidthInput
            value={choice.width}
            disabled={choice.hidden}
            label={t("components.columns.width", { column: choice.label })}
            onCommit={(width) => setWidth(choice.key, width)}
          />
        </div>
      ))}
      <Button size="small" disabled={!changed} onClick={reset} style={{ alignSelf: "flex-start", marginTop: 4 }}>
        {t("components.columns.reset")}
      </Button>
    </div>
  );

  return (
    <span style={{ position: "relative" }}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        content={content}
        // in the page's order right after the button, not at the end of the body
        getPopupContainer={(node) => node.parentElement ?? document.body}
      >
        <Button ref={button} size="small" aria-expanded={open} aria-controls={open ? panelId : undefined}>
          {hidden ? t("components.columns.buttonHidden", { count: hidden }) : t("components.columns.button")}
        </Button>
      </Popover>
    </span>
  );
};
