// @vitest-environment happy-dom
// « Nouveau groupe » beside the company form's « Groupe »: the group is saved (its name trimmed)
// and selected in the form at once; a name already taken in the workspace is refused in French
// under the field, the modal keeping what was typed; a role that may not create a group is not
// offered the button.
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, type FormInstance } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import type { WriteCall } from "../../src/test/memory-data-provider.ts";
import { fill } from "../../src/test/fill.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { accessAs, signedInAs } from "../../src/test/session.ts";
import { CompanyForm } from "../companies/form.tsx";
import { DUPLICATE_NAME, groupProvider } from "./test-data.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const NEW_GROUP = { id: "aa5f06b1-1b2c-4a3d-8c8e-bcdef0123456", name: "Groupe Savoie Construction" };

let companyForm: FormInstance | undefined;
const Harness = () => {
  const [form] = Form.useForm();
  companyForm = form;
  return <CompanyForm formProps={{ form }} />;
};

const renderForm = (roles: AppRole[], write?: (call: WriteCall) => Record<string, unknown>) => {
  companyForm = undefined;
  const provider = groupProvider({ write: write as never });
  renderInApp(<Harness />, {
    dataProvider: provider.dataProvider,
    accessControlProvider: accessAs(roles),
    authProvider: signedInAs(roles),
  });
  return provider;
};

const fillGroup = async (name: string) => {
  await userEvent.click(await screen.findByRole("button", { name: "Nouveau groupe" }));
  const dialog = await screen.findByRole("dialog", { name: "Nouveau groupe d'entreprises" });
  await fill(within(dialog).getByLabelText("Nom du groupe"), name);
  await userEvent.click(within(dialog).getByRole("button", { name: "Créer le groupe" }));
  return dialog;
};

describe("« Nouveau groupe » in the company form", () => {
  it("saves the group and selects it for the company", { timeout: 60_000 }, async () => {
    const { calls } = renderForm(["csm_team_member"], (call) => ({ ...NEW_GROUP, ...(call.variables as object) }));
    await fillGroup("  Groupe Savoie Construction ");
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: "create",
          resource: "company_group",
          variables: { name: "Groupe Savoie Construction" },
        }),
      ),
    );
    const field = screen.getByRole("combobox", { name: "Groupe" });
    const select = field.closest(".ant-select") as HTMLElement;
    await waitFor(() => expect(within(select).getByText("Groupe Savoie Construction")).toBeInTheDocument());
    // the form's value is the new group: saving the company joins it
    expect(companyForm?.getFieldValue("company_group_id")).toBe(NEW_GROUP.id);
  });

  it("refuses a name already taken, in French, keeping what was typed", { timeout: 60_000 }, async () => {
    renderForm(["consultant_team_member"], () => {
      throw DUPLICATE_NAME;
    });
    const dialog = await fillGroup("Groupe Alpes");
    expect(await within(dialog).findByText("Un groupe d'entreprises porte déjà ce nom.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Nom du groupe")).toHaveValue("Groupe Alpes");
  });

  it("refuses an empty name before sending anything", { timeout: 60_000 }, async () => {
    const { calls } = renderForm(["csm_team_member"]);
    const dialog = await fillGroup("   ");
    expect(await within(dialog).findByText("Le nom du groupe doit compter de 1 à 200 caractères")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("is offered to accounting, which creates groups", { timeout: 60_000 }, async () => {
    renderForm(["accounting_team_member"]);
    expect(await screen.findByRole("button", { name: "Nouveau groupe" })).toBeInTheDocument();
  });

  it("is not offered to an external CSM, who may not create a group", { timeout: 60_000 }, async () => {
    renderForm(["external_csm_team_member"]);
    expect(await screen.findByRole("combobox", { name: "Groupe" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("button", { name: "Nouveau groupe" })).toBeNull();
  });
});
