// Talents (domain §1.5, §7.3): /talents goes to the list, /talents/:id to its qualification
// tab; the search screens sit beside the list. Deep research lives in src/pages/deep-research.
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { NotificationOutlined, SearchOutlined, SwapOutlined, UserOutlined } from "@ant-design/icons";
import { screen, tabs } from "../helpers.ts";
import type { RegistryEntry } from "../types.ts";

export const talents: RegistryEntry = {
  name: "talent",
  label: "talentsList",
  icon: UserOutlined,
  group: "talents",
  subject: "talent",
  area: "main",
  list: "/talents/list",
  show: "/talents/:id",
  routes: [
    { path: "talents", title: "talentsList", redirect: "list" },
    { path: "talents/list", title: "talentsList" },
    {
      path: "talents/:id",
      title: "talent",
      redirect: "qualification",
      action: "show",
      children: tabs([
        ["qualification", "talentQualification"],
        ["details", "talentDetails"],
        ["resume", "talentResume"],
        ["anonymous-resume", "talentAnonymousResume"],
        ["anonymous-bio", "talentAnonymousBio"],
        ["documents", "talentDocuments"],
        ["applications", "talentApplications"],
        ["contracts", "talentContracts"],
        ["find-missions", "talentFindMissions"],
        ["notes", "talentNotes"],
        ["new-page", "talentNewPage"],
      ]),
    },
  ],
};

export const talentSuperSearch = screen({
  name: "super-search",
  label: "talentsSuperSearch",
  icon: SearchOutlined,
  group: "talents",
  subject: "super_search",
  path: "talents/super-search",
});

export const talentPushMarketing = screen({
  name: "push-marketing",
  label: "talentsPushMarketing",
  icon: NotificationOutlined,
  group: "talents",
  subject: "push_marketing",
  path: "talents/push-marketing",
});

export const talentSubstituteBench = screen({
  name: "substitute-bench",
  label: "talentsSubstituteBench",
  icon: SwapOutlined,
  group: "talents",
  subject: "substitute_bench",
  path: "talents/substitute-bench",
});
