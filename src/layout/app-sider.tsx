// The French sider grouped by domain, from the registry's Refine resources; sign-out lives
// in the user menu, so only the menu items are rendered.
import { ThemedSider } from "@refinedev/antd";
import { AppTitle } from "./app-title.tsx";

export const AppSider = () => <ThemedSider Title={AppTitle} render={({ items }) => items} fixed />;
