// @vitest-environment happy-dom
// The medical visit's screens on the SIR path (issue #46): the create form asks for the post's
// risk of a SIR visit in the database's words and offers only the chosen talent's contracts; at
// « RDV fixé » the appointment changes; « Avis reçu » asks for the doctor's notice and records it
// with the close in one call (public.record_medical_checkup_result). A refusal keeps the modal,
// what was typed, and shows the server's French message.
import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import permissions from "../../../supabase/permissions.json" with { type: "json" };
import { clearToasts, toastStore } from "../../../src/lib/toast/toast-store.ts";
import { memoryDataProvider, type WriteCall } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { signedInAs } from "../../../src/test/session.ts";
import { CreateRequestModal } from "../create-modal.tsx";
import type { RequestRow } from "../definition.ts";
import { MedicalCheckupCard } from "./medical-checkup-card.tsx";
import { medicalCheckupRequest } from "./medical-checkup-request.ts";

const { uploadFile } = vi.hoisted(() => ({ uploadFile: vi.fn(async () => undefined) }));
vi.mock("../../../providers/client-calls.ts", () => ({ uploadFile, signedUrl: vi.fn() }));

afterEach(() => {
  cleanup();
  clearToasts();
});

const label = (enum_name: string, value: string, text: string) => ({
  id: `${enum_name}.${value}`,
  enum_name,
  value,
  label: text,
});
type Rule = { entity: string; column: string; from: string | null; to: string; roles: string[] };

const ROWS: Record<string, BaseRecord[]> = {
  talent: [
    { id: "t1", first_name: "Noé", last_name: "Abadie" },
    { id: "t2", first_name: "Léa", last_name: "Roux" },
  ],
  contract: [
    { id: "c1", talent_id: "t1", contract_key: "CT-0001", job_name: "Électricien bâtiment" },
    { id: "c2", talent_id: "t2", contract_key: "CT-0002", job_name: "Maçon" },
  ],
  medical_center: [{ id: "m1", name: "SPSTI Lyon Part-Dieu" }],
  medical_checkup_result: [],
  enum_label: [
    label("medical_visit_type", "vip_initial", "VIP initiale"),
    label("medical_visit_type", "sir_initial", "Examen médical d'aptitude (SIR)"),
    label("medical_risk_reason", "electrical_clearance", "Habilitation électrique"),
    label("medical_risk_reason", "asbestos", "Amiante"),
    label("medical_aptitude", "fit", "Apte"),
    label("medical_aptitude", "fit_with_adjustments", "Apte avec aménagements"),
    label("medical_aptitude", "unfit", "Inapte"),
  ],
  // the migrations' transition rows (supabase/permissions.json)
  status_transition: (permissions.transitions as Rule[])
    .filter((r) => r.entity === "medical_checkup_request" && r.column === "status")
    .map((r, i) => ({
      id: String(i),
      entity: r.entity,
      status_column: r.column,
      from_status: r.from,
      to_status: r.to,
      roles: r.roles,
    })),
};

const matches = (row: BaseRecord, filter: CrudFilter) =>
  !("field" in filter) ||
  (filter.operator === "eq"
    ? row[filter.field] === filter.value
    : filter.operator === "null"
      ? row[filter.field] == null
      : true);

/** The memory provider with its reads filtered (eq, null) and recorded, and its RPCs recorded (or refused). */
const provider = (o: { write?: (call: WriteCall) => BaseRecord; refuseRpc?: string } = {}) => {
  const memory = memoryDataProvider(ROWS, o.write);
  const reads: Array<{ resource: string; filters: CrudFilter[] }> = [];
  const rpcs: Array<{ url: string; payload: unknown }> = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async ({ resource, filters = [] }) => {
      reads.push({ resource, filters });
      const data = (ROWS[resource] ?? []).filter((row) => filters.every((f) => matches(row, f)));
      return { data: data as never[], total: data.length };
    },
    custom: async ({ url, payload }) => {
      rpcs.push({ url, payload });
      if (o.refuseRpc) throw { message: o.refuseRpc, statusCode: 400 };
      return { data: {} as never };
    },
  };
  return { dataProvider, calls: memory.calls, reads, rpcs };
};

const pick = async (user: ReturnType<typeof userEvent.setup>, box: HTMLElement, option: string) => {
  await user.click(box);
  await user.click(await screen.findByTitle(option));
};

describe("the medical visit's create form", () => {
  const open = (p: ReturnType<typeof provider>) =>
    renderInApp(
      <CreateRequestModal
        definition={medicalCheckupRequest}
        prefill={{ talent_id: "t1" }}
        redirectToShow={false}
        openRequests={1}
      />,
      { dataProvider: p.dataProvider },
    );

  it("asks a SIR visit for the post's risk, then sends it", { timeout: 60_000 }, async () => {
    const p = provider();
    open(p);
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    expect(within(dialog).queryByLabelText("Risques")).toBeNull();
    await pick(user, within(dialog).getByLabelText("Type de visite"), "Examen médical d'aptitude (SIR)");
    const risks = await within(dialog).findByLabelText("Risques");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(
      await within(dialog).findByText("Un suivi individuel renforcé (SIR) doit préciser le risque du poste"),
    ).toBeTruthy();
    expect(p.calls).toHaveLength(0);
    await pick(user, risks, "Habilitation électrique");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(p.calls).toHaveLength(1));
    expect(p.calls[0].variables).toMatchObject({
      talent_id: "t1",
      visit_type: "sir_initial",
      risk_reasons: ["electrical_clearance"],
    });
  });

  it("offers only the chosen talent's contracts", { timeout: 60_000 }, async () => {
    const p = provider();
    open(p);
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await user.click(within(dialog).getByLabelText("Contrat"));
    expect(await screen.findByTitle("CT-0001 — Électricien bâtiment")).toBeTruthy();
    expect(screen.queryByTitle("CT-0002 — Maçon")).toBeNull();
    expect(
      p.reads
        .filter((r) => r.resource === "contract")
        .every((r) => r.filters.some((f) => "field" in f && f.field === "talent_id")),
    ).toBe(true);
  });

  it("keeps what was typed and shows the server's French refusal", { timeout: 60_000 }, async () => {
    const refusal = "Une visite « VIP initiale » est déjà en cours pour ce talent";
    const p = provider({
      write: () => {
        throw { message: refusal, statusCode: 400 };
      },
    });
    open(p);
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await pick(user, within(dialog).getByLabelText("Type de visite"), "VIP initiale");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(p.calls).toHaveLength(1));
    // the app's toast (its shell shows the store) says why, the modal stays with its values
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toContainEqual(
        expect.objectContaining({ type: "error", description: [refusal] }),
      ),
    );
    expect(screen.getByRole("dialog", { name: "Nouvelle demande" })).toBeTruthy();
    expect(within(dialog).getByTitle("VIP initiale")).toBeTruthy();
  });
});

describe("the medical visit's card", () => {
  const visit = (status: string, appointment: string): RequestRow => ({
    id: "v1",
    workspace_id: "w1",
    status,
    talent_id: "t1",
    visit_type: "sir_initial",
    medical_center_id: "m1",
    appointment_at: appointment,
  });
  const FUTURE = "2099-05-12T07:30:00.000Z";
  const PAST = "2020-05-12T07:30:00.000Z";
  const show = (row: RequestRow, roles: string[], p = provider()) => {
    renderInApp(<MedicalCheckupCard row={row} refetch={() => {}} />, {
      dataProvider: p.dataProvider,
      authProvider: signedInAs(roles),
    });
    return p;
  };

  it("moves the appointment at « RDV fixé », and says why the server refuses", { timeout: 60_000 }, async () => {
    const refusal = "Ce centre médical est inactif";
    const p = show(
      visit("scheduled", FUTURE),
      ["csm_team_member"],
      provider({
        write: () => {
          throw { message: refusal, statusCode: 400 };
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Modifier le rendez-vous" }));
    expect(screen.queryByRole("button", { name: "Avis reçu" })).toBeNull();
    const dialog = await screen.findByRole("dialog", { name: "Modifier le rendez-vous" });
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(p.calls).toHaveLength(1));
    expect(p.calls[0]).toMatchObject({
      method: "update",
      resource: "medical_checkup_request",
      id: "v1",
      variables: { medical_center_id: "m1", appointment_at: FUTURE },
    });
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Modifier le rendez-vous" })).toBeTruthy();
  });

  it("records the notice with « Avis reçu » once the appointment has passed", { timeout: 60_000 }, async () => {
    const p = show(visit("scheduled", PAST), ["csm_team_member"]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Avis reçu" }));
    const dialog = await screen.findByRole("dialog", { name: "Enregistrer l'avis médical" });
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Indiquez l'avis du médecin (aptitude)")).toBeTruthy();
    expect(await within(dialog).findByText("Joignez le fichier de l'avis médical")).toBeTruthy();
    await pick(user, within(dialog).getByLabelText("Avis du médecin"), "Apte avec aménagements");
    await user.type(within(dialog).getByLabelText("Valable jusqu'au"), "30/06/2028{Escape}");
    await user.upload(
      dialog.querySelector("input[type=file]") as HTMLInputElement,
      new File(["%PDF-1.4"], "avis.pdf", { type: "application/pdf" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Précisez les aménagements de poste indiqués par le médecin")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Aménagements de poste"), "Pas de travail en hauteur");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(p.rpcs).toHaveLength(1));
    const path = (uploadFile.mock.calls.at(-1) as unknown[] | undefined)?.[1];
    expect(path).toMatch(/^w1\/requests\/medical_checkup_result\/v1\/.+-avis\.pdf$/);
    expect(p.rpcs[0]).toEqual({
      url: "rpc/record_medical_checkup_result",
      payload: {
        p_request_id: "v1",
        p_result: "fit_with_adjustments",
        p_issued_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        p_valid_until: "2028-06-30",
        p_certificate_file: path,
        p_workplace_restrictions: "Pas de travail en hauteur",
        p_next_visit_due: null,
        p_comment: null,
      },
    });
  });

  it("keeps the notice typed when the server refuses it", { timeout: 60_000 }, async () => {
    const refusal = "La visite ne peut être marquée réalisée qu'après le rendez-vous du 12/05/2020 à 09:30";
    const p = show(visit("done", PAST), ["csm_team_member"], provider({ refuseRpc: refusal }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Avis reçu" }));
    const dialog = await screen.findByRole("dialog", { name: "Enregistrer l'avis médical" });
    await pick(user, within(dialog).getByLabelText("Avis du médecin"), "Inapte");
    await user.upload(
      dialog.querySelector("input[type=file]") as HTMLInputElement,
      new File(["%PDF-1.4"], "avis.pdf", { type: "application/pdf" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(p.rpcs).toHaveLength(1));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(within(dialog).getByTitle("Inapte")).toBeTruthy();
  });

  it("offers neither to a consultant, nor the notice before the appointment", { timeout: 60_000 }, async () => {
    show(visit("done", PAST), ["consultant_team_member"]);
    expect(await screen.findByText("Aucun avis enregistré")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Avis reçu" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Modifier le rendez-vous" })).toBeNull();
    cleanup();
    show(visit("scheduled", FUTURE), ["external_csm_team_member"]);
    expect(await screen.findByRole("button", { name: "Modifier le rendez-vous" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Avis reçu" })).toBeNull();
  });
});
