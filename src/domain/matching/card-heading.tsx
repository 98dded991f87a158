// A card's title as a level-3 heading (the page has its h2): screen readers list the sections.
import type { ReactNode } from "react";

export const CardHeading = ({ children }: { children: ReactNode }) => (
  <h3 style={{ margin: 0, fontSize: "inherit", fontWeight: "inherit" }}>{children}</h3>
);
