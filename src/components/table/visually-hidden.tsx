// Text for assistive technology only (a column's name whose header shows none, the tags behind « +N »).
import type { ReactNode } from "react";
import "./compact-table.css";

export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <span className="list-visually-hidden">{children}</span>
);
