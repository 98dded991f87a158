// Push marketing (a talents screen): the campaigns list, ?open=<id> opening a campaign (the
// « intéressé » notifications link there).
import { NotificationOutlined } from "@ant-design/icons";
import { firstListRead } from "../../src/components/table/list-read.ts";
import { screen } from "../helpers.ts";
import type { PageLoader, RegistryEntry } from "../types.ts";
import { PUSH_CAMPAIGN_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";

const pushMarketingPage: PageLoader = lazyPage(() => import("./list.tsx"), "PushMarketingPage");

export const talentPushMarketing: RegistryEntry = {
  ...screen({
    name: "push-marketing",
    label: "talentsPushMarketing",
    icon: NotificationOutlined,
    group: "talents",
    subject: "push_marketing",
    path: "talents/push-marketing",
  }),
  routes: [
    {
      path: "talents/push-marketing",
      title: "talentsPushMarketing",
      page: pushMarketingPage,
      recordParams: ["open"],
      firstQuery: firstListRead(PUSH_CAMPAIGN_LIST_READ),
    },
  ],
};
