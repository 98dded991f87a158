// The routed pages of a request type: its list and its detail, bound to its definition.
import { useLocation, useParams } from "react-router";
import { t } from "../../src/i18n/index.ts";
import type { RouteTitle } from "../types.ts";
import type { RequestDefinition } from "./definition.ts";
import { RequestDetail } from "./detail.tsx";
import { RequestList } from "./list.tsx";

export const listPageFor = (definition: RequestDefinition, title: RouteTitle, hasDetailRoute: boolean) =>
  function RequestListPage() {
    return <RequestList definition={definition} title={t(`routes.${title}`)} hasDetailRoute={hasDetailRoute} />;
  };

export const detailPageFor = (definition: RequestDefinition, listPath: string) =>
  function RequestDetailPage() {
    const { id } = useParams();
    const { pathname } = useLocation();
    return id ? (
      <RequestDetail
        key={id}
        definition={definition}
        id={id}
        backTo={listPath}
        // deleted: back to the list; restored: this very page again
        deletePlace={{ listPath, showPath: pathname }}
      />
    ) : null;
  };
