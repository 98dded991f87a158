// Refine's resources, generated once from the registry: given to <Refine> and read by the boot's
// first-read prefetch (the resource's meta is part of Refine's query keys).
import { GROUP_ICONS, REGISTRY, SIDER_GROUPS } from "./registry.ts";
import { toRefineResources } from "../../resources/refine-resources.ts";
import { t } from "../i18n/index.ts";

export const RESOURCES = toRefineResources(REGISTRY, SIDER_GROUPS, t, GROUP_ICONS);
