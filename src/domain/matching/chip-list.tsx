// Chips of the score's reasons or gaps, as a labelled list (screen readers hear a list).
import { Tag } from "antd";
import type { Chip } from "./chips.ts";

const COLOR: Record<Chip["tone"], string> = { success: "green", warning: "gold", error: "red", default: "default" };

export const ChipList = ({ chips, label, empty }: { chips: Chip[]; label: string; empty?: string }) =>
  chips.length === 0 ? (
    <span>{empty ?? "—"}</span>
  ) : (
    <ul
      aria-label={label}
      style={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: 4 }}
    >
      {chips.map((c) => (
        <li key={c.key}>
          <Tag color={COLOR[c.tone]} style={{ marginInlineEnd: 0 }}>
            {c.label}
          </Tag>
        </li>
      ))}
    </ul>
  );
