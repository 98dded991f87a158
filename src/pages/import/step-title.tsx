// A step card's title: a heading under the page's, sized as antd's card titles.
import type { ReactNode } from "react";

export const StepTitle = ({ children }: { children: ReactNode }) => (
  <h3 style={{ margin: 0, fontSize: 16 }}>{children}</h3>
);
