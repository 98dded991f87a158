// @vitest-environment happy-dom
// « Mes documents »: an expiring document replaced by one sent since says « Envoyé, en attente de
// vérification »; « Envoyer un document » checks the type and the file before sending, sends the
// file to talent-document, and says the function's refusal in French.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSpace } from "../contracts/space-fake.ts";
import { DocumentsScreen, fileType, type TalentDocuments } from "./DocumentsScreen.tsx";

const DOCS: TalentDocuments = {
  types: ["id_card", "residence_permit", "rib", "caces"],
  mime_types: ["image/jpeg", "image/png", "application/pdf", "image/heic", "image/heif", "text/csv"],
  max_bytes: 10485760,
  missing: ["rib"],
  documents: [
    {
      id: "d1",
      type: "residence_permit",
      name: "Titre de séjour",
      expiry_date: "2026-12-10",
      status: "expiring_soon",
      created_at: "2025-12-10T10:00:00Z",
      rejection_reason: null,
      replacement_pending: true,
    },
    {
      id: "d2",
      type: "residence_permit",
      name: "Titre de séjour",
      expiry_date: "2027-12-10",
      status: "pending_verification",
      created_at: "2026-11-26T10:00:00Z",
      rejection_reason: null,
      replacement_pending: false,
    },
    {
      id: "d3",
      type: "caces",
      name: "CACES",
      expiry_date: null,
      status: "rejected",
      created_at: "2026-11-01T10:00:00Z",
      rejection_reason: "Photo illisible",
      replacement_pending: false,
    },
  ],
};

const pdf = () => new File(["%PDF-1.4"], "rib.pdf", { type: "application/pdf" });

describe("the documents screen", () => {
  it("lists the documents to send, the replaced one said so, and the refusal's reason", async () => {
    const { space } = fakeSpace({ talent_space_documents: { data: DOCS } });
    render(<DocumentsScreen space={space} />);
    expect(await screen.findByText("Envoyé, en attente de vérification")).toBeTruthy();
    expect(screen.getByText("Expire bientôt")).toBeTruthy();
    expect(screen.getByText("Photo illisible")).toBeTruthy();
    // a talent sends documents and photos, no spreadsheet
    expect(screen.getByLabelText("Fichier").getAttribute("accept")).not.toContain("csv");
    // a document to send: its type chosen in the form
    await userEvent.click(screen.getByRole("button", { name: "Envoyer : RIB" }));
    expect((screen.getByLabelText("Type de document") as HTMLSelectElement).value).toBe("rib");
    expect(document.activeElement).toBe(screen.getByLabelText("Type de document"));
  });

  it("checks the type and the file first, then sends them and says the refusal in French", async () => {
    const { space, invoke } = fakeSpace(
      { talent_space_documents: { data: DOCS } },
      {
        "talent-document": [
          { error: { code: "22023", message: "Type de fichier non accepté (JPEG, PNG, PDF, tableur, HEIC/HEIF)" } },
          { data: { id: "d9", type: "rib", status: "pending_verification" } },
        ],
      },
    );
    render(<DocumentsScreen space={space} />);
    const send = await screen.findByRole("button", { name: "Envoyer" });
    await userEvent.click(send);
    expect((await screen.findByRole("alert")).textContent).toBe("Choisissez le type de document.");
    await userEvent.selectOptions(screen.getByLabelText("Type de document"), "RIB");
    await userEvent.click(send);
    expect((await screen.findByRole("alert")).textContent).toBe("Choisissez le fichier à envoyer.");
    await userEvent.upload(screen.getByLabelText("Fichier"), pdf());
    await userEvent.click(send);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Type de fichier non accepté (JPEG, PNG, PDF, tableur, HEIC/HEIF)",
    );
    expect((screen.getByLabelText("Type de document") as HTMLSelectElement).value).toBe("rib");
    await userEvent.click(send);
    expect((await screen.findByRole("status")).textContent).toBe("Document envoyé : l'agence va le vérifier.");
    const body = (invoke.mock.calls.at(-1)?.[1] as { body: FormData }).body;
    expect(body.get("type")).toBe("rib");
    expect((body.get("file") as File).name).toBe("rib.pdf");
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it("refuses a file of another type before sending it", async () => {
    const { space, invoke } = fakeSpace({ talent_space_documents: { data: DOCS } });
    render(<DocumentsScreen space={space} />);
    await userEvent.selectOptions(await screen.findByLabelText("Type de document"), "RIB");
    const input = screen.getByLabelText("Fichier");
    await userEvent.upload(input, new File(["a,b"], "rib.csv", { type: "text/csv" }), { applyAccept: false });
    await userEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Ce type de fichier n'est pas accepté : envoyez un PDF ou une photo JPEG, PNG ou HEIC.",
    );
    expect(invoke).not.toHaveBeenCalled();
    expect(fileType({ name: "photo.HEIC", type: "" })).toBe("image/heic");
  });
});
