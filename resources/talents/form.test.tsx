// @vitest-environment happy-dom
import type { DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fill } from "../../src/test/fill.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { selectOptions } from "../../src/test/select.ts";
import { signedInAs } from "../../src/test/session.ts";
import { transitionRows } from "../../src/test/transitions.ts";
import { TalentForm } from "./form.tsx";

const existing = {
  id: "t1",
  first_name: "Léa",
  last_name: "Martin",
  email: "lea.martin@exemple.fr",
  phone_number: "+33612345678",
};

/** Answers public.likely_duplicates: the existing talent when the values name its e-mail. */
const stubProvider = (): DataProvider => ({
  getApiUrl: () => "",
  getList: vi.fn(async () => ({ data: [], total: 0 }) as never),
  custom: vi.fn(async ({ url, query }) => {
    const wanted = JSON.stringify(query ?? {});
    const found = url === "rpc/likely_duplicates" && wanted.includes(existing.email);
    return {
      data: found ? [{ id: existing.id, label: "Léa Martin", matched_on: ["email"] }] : [],
    } as never;
  }),
  getOne: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  deleteOne: vi.fn(),
});

const Harness = ({ onFinish }: { onFinish: (values: unknown) => void }) => {
  const [form] = Form.useForm();
  return (
    <>
      <TalentForm formProps={{ form, onFinish }} />
      <button type="button" onClick={() => form.submit()}>
        Enregistrer
      </button>
    </>
  );
};

afterEach(cleanup);

describe("TalentForm", () => {
  it("shows the French validations and keeps the values after a refused save", { timeout: 20_000 }, async () => {
    const onFinish = vi.fn();
    renderInApp(<Harness onFinish={onFinish} />, { dataProvider: stubProvider() });
    await fill(screen.getByLabelText("Prénom"), "Éléonore");
    await fill(screen.getByLabelText("E-mail"), "eleonore@");
    await fill(screen.getByLabelText("Téléphone"), "12");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Le prénom et le nom du talent sont obligatoires")).toBeInTheDocument();
    expect(await screen.findByText("L'e-mail est invalide")).toBeInTheDocument();
    expect(await screen.findByText("Le téléphone est invalide")).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Prénom")).toHaveValue("Éléonore");
  });

  it(
    "warns about a duplicate e-mail with a link to the existing talent — R:TAL-DUPLICATES",
    { timeout: 20_000 },
    async () => {
      renderInApp(<Harness onFinish={vi.fn()} />, { dataProvider: stubProvider() });
      await fill(screen.getByLabelText("E-mail"), existing.email);
      const link = await screen.findByRole("link", { name: "Ouvrir la fiche de Léa Martin" });
      expect(link).toHaveAttribute("href", "/talents/t1/details");
      expect(screen.getByRole("alert")).toHaveTextContent("Cette fiche existe peut-être déjà");
      expect(screen.getByRole("alert")).toHaveTextContent("même e-mail");
      expect(screen.getByRole("link", { name: "Fusionner avec Léa Martin" })).toHaveAttribute(
        "href",
        "/talents/merge?keep=t1",
      );
    },
  );

  it("submits valid values", { timeout: 20_000 }, async () => {
    const onFinish = vi.fn();
    renderInApp(<Harness onFinish={onFinish} />, { dataProvider: stubProvider() });
    await fill(screen.getByLabelText("Prénom"), "Éléonore");
    await fill(screen.getByLabelText("Nom de famille"), "Bérénice");
    await fill(screen.getByLabelText("Téléphone"), "06 12 34 56 78");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith(
        expect.objectContaining({ first_name: "Éléonore", last_name: "Bérénice", phone_number: "06 12 34 56 78" }),
      ),
    );
  });
});

describe("TalentForm statuses", () => {
  const SAVED = { qualification_status: "new", availability_status: "available" } as const;
  const renderEdit = (roles: string[]) => {
    const { dataProvider } = memoryDataProvider({
      status_transition: [
        ...transitionRows("talent", "qualification_status"),
        ...transitionRows("talent", "availability_status"),
      ],
    });
    renderInApp(<TalentForm saved={SAVED} formProps={{ initialValues: SAVED }} />, {
      dataProvider,
      authProvider: signedInAs(roles),
    });
  };
  const optionsOf = async (label: string) => {
    const field = screen.getByRole("combobox", { name: label });
    await waitFor(() => expect(field).toBeEnabled());
    return selectOptions(field);
  };

  it(
    "offers marketing « À qualifier » only: neither Qualifié, Archivé, Anonymisé nor En mission",
    { timeout: 20_000 },
    async () => {
      renderEdit(["team_member_marketing"]);
      expect(await optionsOf("Statut de qualification")).toEqual(["Nouveau", "À qualifier"]);
      // marketing holds no availability move from Disponible
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.getByRole("combobox", { name: "Disponibilité" })).toBeDisabled();
    },
  );

  it(
    "offers a consultant the qualification, the archive and « En mission », never « Anonymisé »",
    { timeout: 20_000 },
    async () => {
      renderEdit(["consultant_team_member"]);
      expect(await optionsOf("Statut de qualification")).toEqual(["Nouveau", "À qualifier", "Qualifié", "Archivé"]);
      expect(await optionsOf("Disponibilité")).toEqual(["Disponible", "En mission", "Indisponible"]);
    },
  );

  it("offers a CSM « Archivé » but not « Qualifié » nor « En mission »", { timeout: 20_000 }, async () => {
    renderEdit(["csm_team_member"]);
    expect(await optionsOf("Statut de qualification")).toEqual(["Nouveau", "Archivé"]);
    expect(await optionsOf("Disponibilité")).toEqual(["Disponible", "Indisponible"]);
  });
});
