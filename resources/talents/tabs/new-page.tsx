// « Fiche synthèse » (/talents/:id/new-page): the talent on one page, the page a consultant opens
// first — identity, availability, next actions, qualifications and documents with their expiry,
// the latest contracts, pools and notes. Each card reads its rows beside the others (the reads
// the router started at navigation, profile/reads.ts) and has its own loading, empty and error
// states; the tabs hold the details and the edits.
import { useList, useOne, type HttpError, type UseListProps } from "@refinedev/core";
import { Col, Row } from "antd";
import { useMemo } from "react";
import { dayjs } from "../../../src/lib/dates/dayjs.ts";
import { can } from "../../../src/lib/permissions/can.ts";
import { isAppRole } from "../../../src/lib/roles/roles.ts";
import { useRoles } from "../../../src/session/use-status-choices.ts";
import type { RequestTypeRow } from "../../requests/hooks.ts";
import { REQUEST_PLACES, requestLink } from "../../requests/registry.ts";
import { screenLink } from "../../screen-link.ts";
import { AvailabilityCard } from "../profile/availability-card.tsx";
import { ContractsCard } from "../profile/contracts-card.tsx";
import { DocumentsCard } from "../profile/documents-card.tsx";
import { IdentityCard } from "../profile/identity-card.tsx";
import { nextActions } from "../profile/next-actions.ts";
import { NextActionsCard } from "../profile/next-actions-card.tsx";
import { NotesCard } from "../profile/notes-card.tsx";
import { PoolsCard } from "../profile/pools-card.tsx";
import * as R from "../profile/reads.ts";
import { useTalent } from "../show.tsx";

const OFF = { liveMode: "off" } as const;
/** The request types (labels, status enums, routes): the requests card's read, kept for the session. */
const REQUEST_TYPES: UseListProps<RequestTypeRow, HttpError, RequestTypeRow> = {
  resource: "request_type",
  liveMode: "off",
  pagination: { mode: "off" },
  sorters: [{ field: "position", order: "asc" }],
  queryOptions: { staleTime: Infinity },
};

const stateOf = (query: { isLoading: boolean; isError: boolean; error: unknown }) => ({
  loading: query.isLoading,
  error: query.isError ? query.error : undefined,
});

export const TalentNewPageTab = () => {
  const { talent } = useTalent();
  const id = talent.id;
  const today = useMemo(() => dayjs().format("YYYY-MM-DD"), []);
  const now = useMemo(() => new Date(), []);
  const roles = useRoles().filter(isAppRole);
  const mayRead = (resource: string) => can(roles, { resource, action: "list" });

  const extras = useOne<R.ProfileExtras>({ ...R.profileExtrasRead(id), ...OFF });
  const documents = useList<R.ProfileDocument>({ ...R.profileDocumentsRead(id), ...OFF });
  const contracts = useList<R.ProfileContract>({ ...R.profileContractsRead(id), ...OFF });
  const applications = useList<R.ProfileApplication>({ ...R.profileApplicationsRead(id), ...OFF });
  const notes = useList<R.ProfileNote>({ ...R.profileNotesRead(id), ...OFF });
  const requests = useList<R.ProfileRequest>({ ...R.profileRequestsRead(id), ...OFF });
  const requestTypes = useList<RequestTypeRow>(REQUEST_TYPES).result.data;

  const actions = nextActions({
    talent,
    documents: documents.result.data,
    requests: requests.result.data,
    requestTypes,
    applications: applications.result.data,
    contracts: contracts.result.data,
    today,
    now,
    requestLink: (request, type) =>
      type && REQUEST_PLACES.has(type.entity)
        ? screenLink(requestLink(type.entity, type.route, request.id))
        : undefined,
  });
  const actionQueries = [documents.query, requests.query, applications.query, contracts.query];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12} xl={8}>
        <IdentityCard
          talent={talent}
          extras={extras.query.data?.data}
          canReadPrivate={mayRead("talent_private")}
          {...stateOf(extras.query)}
        />
      </Col>
      <Col xs={24} lg={12} xl={8}>
        <AvailabilityCard
          talent={talent}
          contracts={contracts.result.data}
          today={today}
          {...stateOf(contracts.query)}
        />
      </Col>
      <Col xs={24} lg={24} xl={8}>
        <NextActionsCard
          actions={actions}
          loading={actionQueries.some((q) => q.isLoading)}
          error={actionQueries.find((q) => q.isError)?.error ?? undefined}
        />
      </Col>
      <Col xs={24} lg={12}>
        <DocumentsCard
          talent={talent}
          documents={documents.result.data}
          today={today}
          hidden={!mayRead("document")}
          {...stateOf(documents.query)}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ContractsCard
          talentId={id}
          contracts={contracts.result.data}
          total={contracts.result.total ?? contracts.result.data.length}
          hidden={!mayRead("contract")}
          {...stateOf(contracts.query)}
        />
      </Col>
      <Col xs={24} lg={12}>
        <PoolsCard
          extras={extras.query.data?.data}
          hidden={!mayRead("talent_hiring_pool")}
          {...stateOf(extras.query)}
        />
      </Col>
      <Col xs={24} lg={12}>
        <NotesCard talentId={id} notes={notes.result.data} hidden={!mayRead("note")} {...stateOf(notes.query)} />
      </Col>
    </Row>
  );
};
