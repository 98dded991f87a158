// @vitest-environment happy-dom
// A centre's « Statut » against the migrations' transition table: a CSM moves a medical centre
// Actif → Inactif with the comment the move requires (asked, then saved as the row's
// status_comment); a qualification centre's status is the CSM's alone — accounting, who edits its
// prices, gets no move.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fill } from "../../src/test/fill.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { selectOptions } from "../../src/test/select.ts";
import { signedInAs } from "../../src/test/session.ts";
import { transitionRows } from "../../src/test/transitions.ts";
import { QualificationCenterForm } from "../qualification-centers/form.tsx";
import { MedicalCenterForm } from "./form.tsx";
import { toMedicalCenterSave, type MedicalCenterFormValues } from "./schema.ts";

afterEach(cleanup);

const Harness = ({ onSave }: { onSave: (values: MedicalCenterFormValues) => void }) => {
  const [form] = Form.useForm();
  return (
    <>
      <MedicalCenterForm
        name="Modifier le centre médical"
        status="active"
        formProps={{ form, initialValues: { name: "SPSTI Lyon", status: "active" }, onFinish: onSave }}
      />
      <button type="button" onClick={() => form.submit()}>
        Enregistrer
      </button>
    </>
  );
};

describe("MedicalCenterForm « Statut »", () => {
  it("asks the comment Actif → Inactif requires, and saves it with the status", { timeout: 30_000 }, async () => {
    const onSave = vi.fn();
    const { dataProvider } = memoryDataProvider({ status_transition: transitionRows("medical_center") });
    renderInApp(<Harness onSave={onSave} />, { dataProvider, authProvider: signedInAs(["csm_team_member"]) });
    const form = screen.getByRole("form", { name: "Modifier le centre médical" });
    const field = within(form).getByRole("combobox", { name: "Statut" });
    await waitFor(() => expect(field).toBeEnabled());
    expect(await selectOptions(field)).toEqual(["Actif", "Inactif"]);
    await userEvent.click((await screen.findAllByText("Inactif", { selector: ".ant-select-item-option-content" }))[0]);

    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Indiquez le motif du changement de statut")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await fill(within(form).getByLabelText("Motif du changement de statut"), "Convention résiliée");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(toMedicalCenterSave(onSave.mock.calls[0][0]).p_values).toMatchObject({
      status: "inactive",
      status_comment: "Convention résiliée",
    });
  });
});

describe("QualificationCenterForm « Statut »", () => {
  const renderForm = (roles: string[]) => {
    const { dataProvider } = memoryDataProvider({ status_transition: transitionRows("qualification_center") });
    renderInApp(
      <QualificationCenterForm
        name="Centre de formation"
        status="active"
        formProps={{ initialValues: { name: "AFPA Vénissieux", status: "active" } }}
      />,
      { dataProvider, authProvider: signedInAs(roles) },
    );
    return screen.getByRole("combobox", { name: "Statut" });
  };

  it("offers a CSM « Inactif » and « Déréférencé » (each with its comment)", { timeout: 30_000 }, async () => {
    const field = renderForm(["csm_team_member"]);
    await waitFor(() => expect(field).toBeEnabled());
    expect(await selectOptions(field)).toEqual(["Actif", "Inactif", "Déréférencé"]);
  });

  it("leaves accounting the saved status only", { timeout: 30_000 }, async () => {
    const field = renderForm(["accounting_team_member"]);
    // the rules are read: still nothing to choose
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field).toBeDisabled();
  });
});
