// @vitest-environment happy-dom
import type { BaseRecord, DataProvider } from "@refinedev/core";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/toast/toaster.tsx";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { typeInPicker } from "../../test/pickers.ts";
import { renderInApp } from "../../test/render.tsx";
import { UnavailabilityModal, type UnavailabilityModalProps } from "./unavailability-modal.tsx";

afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

type Rpc = { url: string; payload: unknown };

/** The modal for talent t1, its RPCs recorded and answered by `answer` (which may refuse). */
const renderModal = (props: Partial<UnavailabilityModalProps> = {}, answer: (rpc: Rpc) => unknown = () => "u1") => {
  const rpcs: Rpc[] = [];
  const memory = memoryDataProvider();
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    custom: async <TData extends BaseRecord>({ url, payload }: Parameters<NonNullable<DataProvider["custom"]>>[0]) => {
      rpcs.push({ url, payload });
      return { data: answer({ url, payload }) as TData };
    },
  };
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderInApp(
    <>
      <UnavailabilityModal
        open
        editingId={null}
        talentId="t1"
        initial={{}}
        onClose={onClose}
        onSaved={onSaved}
        {...props}
      />
      <Toaster />
    </>,
    { dataProvider },
  );
  return { rpcs, onSaved, onClose };
};

const dialog = (name: string) => screen.findByRole("dialog", { name });
const pickReason = async (scope: HTMLElement, label: string) => {
  await userEvent.click(within(scope).getByRole("combobox", { name: "Motif" }));
  await userEvent.click((await screen.findAllByText(label, { selector: ".ant-select-item-option-content" })).at(-1)!);
};

describe("UnavailabilityModal", () => {
  it("asks the required fields and dates in order, in French, before any call", async () => {
    const { rpcs } = renderModal();
    const modal = await dialog("Nouvelle indisponibilité");
    await userEvent.click(within(modal).getByRole("button", { name: "Enregistrer" }));
    // antd validates the fields one by one: both messages, not the first to show
    await waitFor(() => expect(within(modal).getAllByText("Ce champ est obligatoire")).toHaveLength(2));
    await typeInPicker(within(modal).getByLabelText("Du"), "19/12/2026");
    await typeInPicker(within(modal).getByLabelText("Au (inclus)"), "18/12/2026");
    await userEvent.click(within(modal).getByRole("button", { name: "Enregistrer" }));
    expect(
      await within(modal).findByText("La date de fin doit être postérieure ou égale à la date de début"),
    ).toBeInTheDocument();
    expect(rpcs).toHaveLength(0);
  });

  it("records a range of afternoons, or hours, with a reason and a comment, in one call", async () => {
    const { rpcs, onSaved, onClose } = renderModal();
    const modal = await dialog("Nouvelle indisponibilité");
    await typeInPicker(within(modal).getByLabelText("Du"), "19/12/2026");
    await typeInPicker(within(modal).getByLabelText("Au (inclus)"), "21/12/2026");
    const parts = within(modal).getByRole("radiogroup", { name: "Partie de la journée" });
    expect(within(modal).queryByLabelText("Début")).toBeNull();
    await userEvent.click(within(parts).getByRole("radio", { name: "Horaires" }));
    await typeInPicker(await within(modal).findByLabelText("Début"), "18:00");
    await typeInPicker(within(modal).getByLabelText("Fin"), "23:00");
    await pickReason(modal, "Formation");
    await userEvent.type(within(modal).getByLabelText("Commentaire"), "  Cours du soir ");
    await userEvent.click(within(modal).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(rpcs).toHaveLength(1));
    expect(rpcs[0]).toEqual({
      url: "rpc/save_unavailability",
      payload: {
        p_id: null,
        p_values: {
          talent_id: "t1",
          date_from: "2026-12-19",
          date_to: "2026-12-21",
          part: "hours",
          start_time: "18:00",
          end_time: "23:00",
          reason: "training",
          comment: "Cours du soir",
        },
      },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps what was typed when the database refuses (overlap with a shift), with its message", async () => {
    const refusal =
      "Le talent est planifié le 07/12/2026 (08h00–17h00, contrat C-1) : annulez ou déplacez ce créneau avant de saisir l'indisponibilité";
    const { onClose } = renderModal({}, () => {
      throw { message: refusal, statusCode: 400 };
    });
    const modal = await dialog("Nouvelle indisponibilité");
    await typeInPicker(within(modal).getByLabelText("Du"), "07/12/2026");
    await pickReason(modal, "Congés");
    await userEvent.click(within(modal).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(modal).getByLabelText("Du")).toHaveValue("07/12/2026");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("edits one: its values are filled in; « Supprimer » asks, then cancels it in one call", async () => {
    const { rpcs } = renderModal({
      editingId: "u9",
      initial: { date_from: "2026-12-19", date_to: "2026-12-20", part: "morning", reason: "leave", comment: "Congés" },
    });
    const modal = await dialog("Modifier l'indisponibilité");
    expect(within(modal).getByLabelText("Au (inclus)")).toHaveValue("20/12/2026");
    expect(within(modal).getByRole("radio", { name: "Matin" })).toBeChecked();
    await userEvent.click(within(modal).getByRole("button", { name: "Supprimer l'indisponibilité" }));
    await userEvent.click(await screen.findByRole("button", { name: "Supprimer" }));
    await waitFor(() => expect(rpcs).toHaveLength(1));
    expect(rpcs[0]).toEqual({ url: "rpc/cancel_unavailability", payload: { p_id: "u9" } });
  });
});
