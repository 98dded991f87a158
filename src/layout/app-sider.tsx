// The French sider grouped by domain, from the registry's Refine resources; sign-out lives
// in the user menu, so only the menu items are rendered. A navigation landmark around it
// (display: contents keeps the layout's flex row as it was); labels wrap instead of being cut
// ("Super recherche", not "Super reche…", see app-sider.css).
import { ThemedSider } from "@refinedev/antd";
import { t } from "../i18n/index.ts";
import { AppTitle } from "./app-title.tsx";
import "./app-sider.css";

export const AppSider = () => (
  <nav aria-label={t("a11y.mainNav")} style={{ display: "contents" }}>
    <ThemedSider Title={AppTitle} render={({ items }) => items} fixed />
  </nav>
);
