// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts, toastStore } from "../../lib/toast/toast-store.ts";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { selectOptions } from "../../test/select.ts";
import { accessAs, signedInAs } from "../../test/session.ts";
import { NotesPanel, type VoiceStorage } from "./notes-panel.tsx";

afterEach(() => {
  cleanup();
  clearToasts();
});

const note = (id: string, values: Record<string, unknown>) => ({
  id,
  note_type: "internal",
  title: null,
  content: null,
  is_pinned: false,
  is_feedback_positive: null,
  feedback: null,
  audio_file: null,
  audio_duration_seconds: null,
  audio_transcription: null,
  transcription_status: "not_started",
  created_at: "2026-11-20T09:30:00Z",
  updated_at: "2026-11-20T09:30:00Z",
  created_by: "u-1",
  author: { first_name: "Camille", last_name: "Durand" },
  ...values,
});

const MINE = note("n-1", { title: "Appel du lundi", content: "Disponible dès lundi", note_type: "call_summary" });
const THEIRS = note("n-2", {
  title: "RDV chantier",
  content: "Vu sur le chantier de Lyon",
  note_type: "meeting",
  created_by: "u-2",
  author: { first_name: "Julie", last_name: "Martin" },
  created_at: "2026-11-21T09:30:00Z",
  updated_at: "2026-11-21T09:30:00Z",
});

const setup = (subject: Parameters<typeof NotesPanel>[0]["subject"], voice?: VoiceStorage) => {
  const { dataProvider, calls } = memoryDataProvider({ note: [MINE, THEIRS] }, () => ({ id: "n-3" }));
  renderInApp(<NotesPanel subject={subject} voice={voice} />, {
    dataProvider,
    authProvider: signedInAs(["consultant_team_member"]),
    accessControlProvider: accessAs(["consultant_team_member"]),
  });
  return calls;
};

const dialog = () => screen.findByRole("dialog", { name: "Nouvelle note" });

describe("NotesPanel", () => {
  it(
    "lists the notes with their type, author and text; « Modifier » only on one's own",
    { timeout: 60_000 },
    async () => {
      setup({ field: "company_id", id: "c-1" });
      expect(await screen.findByText("Vu sur le chantier de Lyon")).toBeInTheDocument();
      expect(screen.getByText("Compte rendu d'appel")).toBeInTheDocument();
      expect(screen.getByText("Compte rendu de RDV")).toBeInTheDocument();
      expect(screen.getByText(/par Julie Martin/)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Modifier : Appel du lundi" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Modifier : RDV chantier" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Supprimer : RDV chantier" })).toBeNull();
    },
  );

  it(
    "adds a note on the record, warning about sensitive words without blocking — R:REQ-NOTE-SENSITIVE",
    { timeout: 60_000 },
    async () => {
      const calls = setup({ field: "company_id", id: "c-1" });
      await userEvent.click(await screen.findByRole("button", { name: "Nouvelle note" }));
      const form = await dialog();
      // no feedback on a company
      expect(within(form).queryByText("Retour positif")).toBeNull();
      await userEvent.type(within(form).getByLabelText("Titre"), "Visite");
      await userEvent.type(within(form).getByLabelText("Note"), "Le chef de chantier est en arrêt maladie");
      expect(await within(form).findByText(/semble mentionner la santé/)).toBeInTheDocument();
      await userEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toMatchObject({
        method: "create",
        resource: "note",
        variables: {
          company_id: "c-1",
          note_type: "internal",
          title: "Visite",
          content: "Le chef de chantier est en arrêt maladie",
          is_pinned: false,
        },
      });
    },
  );

  it("refuses an empty note before sending it — R:GEN-NOTE-CONTENT", { timeout: 60_000 }, async () => {
    const calls = setup({ field: "contact_id", id: "k-1" });
    await userEvent.click(await screen.findByRole("button", { name: "Nouvelle note" }));
    const form = await dialog();
    await userEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
    expect(await within(form).findByText("Le contenu de la note est obligatoire.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("corrects one's own note", { timeout: 60_000 }, async () => {
    const calls = setup({ field: "contract_id", id: "k-1" });
    await userEvent.click(await screen.findByRole("button", { name: "Modifier : Appel du lundi" }));
    const form = await screen.findByRole("dialog", { name: "Modifier la note" });
    const content = within(form).getByLabelText("Note");
    expect(content).toHaveValue("Disponible dès lundi");
    await userEvent.clear(content);
    await userEvent.type(content, "Disponible dès mardi");
    await userEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "update",
      resource: "note",
      id: "n-1",
      variables: { content: "Disponible dès mardi", note_type: "call_summary" },
    });
  });

  it("takes feedback on a talent — R:GEN-NOTE-FEEDBACK", { timeout: 60_000 }, async () => {
    const calls = setup({ field: "talent_id", id: "t-1" });
    await userEvent.click(await screen.findByRole("button", { name: "Nouvelle note" }));
    const form = await dialog();
    await userEvent.type(within(form).getByLabelText("Note"), "Mission terminée");
    await userEvent.click(within(form).getByLabelText("Retour négatif"));
    await userEvent.type(await within(form).findByLabelText("Commentaire du retour"), "Retards répétés");
    await userEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].variables).toMatchObject({
      talent_id: "t-1",
      is_feedback_positive: false,
      feedback: "Retards répétés",
    });
  });

  it("writes a note on a request with its type", { timeout: 60_000 }, async () => {
    const calls = setup({ field: "request_id", id: "r-1", requestTable: "ppe_request" });
    await userEvent.click(await screen.findByRole("button", { name: "Nouvelle note" }));
    const form = await dialog();
    await userEvent.type(within(form).getByLabelText("Note"), "Casque commandé");
    await userEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].variables).toMatchObject({ request_id: "r-1", request_table: "ppe_request" });
  });

  it(
    "a voice note needs a recording; its transcription is typed (none configured) — R:GEN-TRANSCRIPTION-NONE",
    { timeout: 60_000 },
    async () => {
      const uploads: string[] = [];
      const voice: VoiceStorage = { upload: async (path) => void uploads.push(path), url: async () => "blob:x" };
      const calls = setup({ field: "mission_id", id: "m-1" }, voice);
      await userEvent.click(await screen.findByRole("button", { name: "Nouvelle note" }));
      const form = await dialog();
      const type = within(form).getByRole("combobox", { name: "Type" });
      expect(await selectOptions(type)).toContain("Note vocale");
      await userEvent.click(await screen.findByTitle("Note vocale"));
      expect(await within(form).findByText(/Transcription non configurée/)).toBeInTheDocument();
      await userEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() =>
        expect(toastStore.getSnapshot()).toContainEqual(
          expect.objectContaining({ description: ["Une note vocale doit avoir un enregistrement audio."] }),
        ),
      );
      expect(calls).toHaveLength(0);
      expect(uploads).toHaveLength(0);
    },
  );

  it("offers no voice note without a place to store it", { timeout: 60_000 }, async () => {
    setup({ field: "mission_id", id: "m-1" });
    await userEvent.click(await screen.findByRole("button", { name: "Nouvelle note" }));
    const form = await dialog();
    expect(await selectOptions(within(form).getByRole("combobox", { name: "Type" }))).toEqual([
      "Note interne",
      "Compte rendu d'appel",
      "Compte rendu de RDV",
    ]);
  });
});
