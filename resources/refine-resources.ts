// Refine's `resources`, generated from the registry: one per main-area entry, nested under
// a group resource per sider group; entries without a group are hidden from the sider.
import type { ResourceProps } from "@refinedev/core";
import { createElement } from "react";
import type { MessageKey } from "../src/i18n/index.ts";
import type { IconComponent, RegistryEntry, SiderGroup } from "./types.ts";

/** Icons sit beside a French label: hidden from assistive technology (antd names them in English). */
export const iconOf = (icon: IconComponent | undefined) =>
  icon ? createElement(icon, { "aria-hidden": true }) : undefined;

export const groupResourceName = (group: SiderGroup) => `group:${group}`;

export const toRefineResources = (
  registry: readonly RegistryEntry[],
  groups: readonly SiderGroup[],
  translate: (key: MessageKey) => string,
  groupIcons: Partial<Record<SiderGroup, IconComponent>> = {},
): ResourceProps[] => {
  const main = registry.filter((entry) => entry.area === "main");
  const used = groups.filter((group) => main.some((entry) => entry.group === group));
  const groupResources: ResourceProps[] = used.map((group) => ({
    name: groupResourceName(group),
    meta: {
      label: translate(`layout.groups.${group}`),
      icon: iconOf(groupIcons[group]),
      group: true,
      subjects: main.filter((entry) => entry.group === group && entry.subject).map((entry) => entry.subject),
    },
  }));
  const entries: ResourceProps[] = main.map((entry) => ({
    name: entry.name,
    identifier: entry.identifier,
    list: entry.list,
    show: entry.show,
    create: entry.create,
    edit: entry.edit,
    meta: {
      label: translate(`routes.${entry.label}`),
      icon: iconOf(entry.icon),
      parent: entry.group ? groupResourceName(entry.group) : undefined,
      hide: !entry.group,
      subject: entry.subject,
    },
  }));
  return [...groupResources, ...entries];
};
