// @vitest-environment happy-dom
// The « Demandes » card of a talent's page offers to create only the types the user's roles may
// create (the insert grant): a CSM may ask a medical check-up but not an acompte, a consultant
// both.
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import "../advance-payment-requests/index.ts";
import "../medical-checkup-requests/index.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs } from "../../src/test/session.ts";
import { LinkedRequestsCard } from "./linked-requests.tsx";

afterEach(cleanup);

const TYPES = [
  {
    entity: "advance_payment_request",
    label: "Demande d'acompte",
    position: 1,
    status_enum: "advance_payment_request_status",
  },
  {
    entity: "medical_checkup_request",
    label: "Visite médicale",
    position: 2,
    status_enum: "medical_checkup_request_status",
  },
];

const offeredTypes = async (roles: string[]) => {
  const { dataProvider } = memoryDataProvider({ request_type: TYPES, request_summary: [], enum_label: [] });
  renderInApp(
    <LinkedRequestsCard
      scope={{ column: "talent_id", ids: ["t1"], from: "fromTalent", prefill: { talent_id: "t1" }, empty: "Aucune" }}
    />,
    { dataProvider, authProvider: signedInAs(roles) },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole("combobox", { name: "Type" }));
  return [...document.querySelectorAll(".ant-select-item-option")].map((o) => o.getAttribute("title"));
};

it("offers a consultant the acompte and the medical check-up", async () => {
  expect(await offeredTypes(["consultant_team_member"])).toEqual(["Demande d'acompte", "Visite médicale"]);
});

it("offers a CSM the medical check-up only (an acompte is asked by a consultant or an external CSM)", async () => {
  expect(await offeredTypes(["csm_team_member"])).toEqual(["Visite médicale"]);
});
