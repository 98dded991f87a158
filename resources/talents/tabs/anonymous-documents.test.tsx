// @vitest-environment happy-dom
// The anonymous bio and resume tabs: a consultant edits the paragraph (the last frozen one, or the
// proposal brought back), sees what the document will hold, and generates it through the
// function; a paragraph naming the talent is refused before sending; a refusal keeps the text;
// accounting reads the current document and the history without any button; an anonymised
// talent gets no form.
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "../../../src/lib/toast/toast-store.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { signedInAs } from "../../../src/test/session.ts";
import type { AnonymousPreview } from "../anonymous/calls.ts";
import { AnonymousDocumentPanel, type AnonymousTalent } from "../anonymous/panel.tsx";

const calls = vi.hoisted(() => ({
  invokeFunction: vi.fn(),
  signedUrl: vi.fn(async () => "https://stockage.test/anonyme.pdf"),
  useSignedUrl: vi.fn((_bucket: string, path: string | null | undefined) => ({
    data: path ? "https://stockage.test/anonyme.pdf" : undefined,
  })),
}));
vi.mock("../../../providers/client-calls.ts", () => calls);

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const TALENT: AnonymousTalent = {
  id: "t-1",
  first_name: "Zéphyrine",
  last_name: "Quillebœuf",
  email: "zq@exemple.test",
  phone_number: "+33612345678",
  qualification_status: "qualified",
};
const PREVIEW: AnonymousPreview = {
  reference: "Profil n° 3FA9C2",
  bio_text: "Coffreur bancheur avec 8 ans d'expérience dans le secteur gros œuvre.",
  profile: {
    reference: "Profil n° 3FA9C2",
    jobs: [{ name: "Coffreur bancheur", main: true, years: 8, sector: "Gros œuvre" }],
    experience: null,
    missions: [],
    qualifications: [{ label: "CACES R482 B1", validUntil: "2027-03-05" }],
    languages: ["français"],
    availability: "Disponible immédiatement",
    department: "Rhône (69)",
    mobility: ["Mobile dans un rayon de 30 km autour du département Rhône (69)"],
    constructionTypes: [],
  },
};
const FROZEN = {
  id: "d-1",
  kind: "resume",
  talent_id: "t-1",
  bio_text: "Coffreur expérimenté, autonome sur les voiles.",
  storage_path: "w-1/t-1/resume-d-1.pdf",
  created_at: "2026-11-20T09:30:00Z",
  author: { first_name: "Camille", last_name: "Martin" },
};

const render = (opts: { roles: string[]; canCreate: boolean; rows?: object[]; talent?: AnonymousTalent }) => {
  const { dataProvider } = memoryDataProvider({ talent_anonymous_document: opts.rows ?? [FROZEN] });
  const onFrozen = vi.fn();
  renderInApp(<AnonymousDocumentPanel talent={opts.talent ?? TALENT} kind="resume" onFrozen={onFrozen} />, {
    dataProvider,
    accessControlProvider: {
      can: async ({ resource, action }) => ({
        can: resource === "talent_anonymous_document" && action === "create" ? opts.canCreate : true,
      }),
    },
    authProvider: signedInAs(opts.roles),
  });
  return { onFrozen };
};
const textarea = () => screen.findByRole("textbox", { name: "Paragraphe de présentation" });
const toasts = () => toastStore.getSnapshot().map((t) => `${t.title} ${t.description}`);

beforeEach(() => {
  calls.invokeFunction.mockReset();
  calls.invokeFunction.mockImplementation(async (_name: string, body: { preview?: boolean }) =>
    body.preview ? PREVIEW : { id: "d-2", storage_path: "w-1/t-1/resume-d-2.pdf", url: "https://stockage.test/x" },
  );
});

describe("the anonymous bio and resume tabs side by side", () => {
  // the talent's tabs stay mounted once opened: the resume's text area must keep its own label
  // when the bio's is in the page too (axe's label-title-only, found by the in-app sweep)
  it("give each text area its own id, which its label names", { timeout: 60_000 }, async () => {
    const { dataProvider } = memoryDataProvider({ talent_anonymous_document: [FROZEN] });
    renderInApp(
      <>
        <AnonymousDocumentPanel talent={TALENT} kind="bio" onFrozen={vi.fn()} />
        <AnonymousDocumentPanel talent={TALENT} kind="resume" onFrozen={vi.fn()} />
      </>,
      { dataProvider, authProvider: signedInAs(["consultant_team_member"]) },
    );
    const boxes = await screen.findAllByRole("textbox", { name: "Paragraphe de présentation" });
    expect(boxes).toHaveLength(2);
    expect(new Set(boxes.map((box) => box.id)).size).toBe(2);
    for (const box of boxes) expect(document.querySelector(`label[for="${box.id}"]`)).not.toBeNull();
  });
});

describe("the anonymous resume tab", () => {
  it("starts from the frozen paragraph, brings the proposal back and generates", { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const { onFrozen } = render({ roles: ["consultant_team_member"], canCreate: true });
    await waitFor(async () =>
      expect((await textarea()) as HTMLTextAreaElement).toHaveProperty("value", FROZEN.bio_text),
    );
    const included = (await screen.findByRole("heading", { name: "Ce que contiendra le document" })).closest(
      ".ant-card",
    ) as HTMLElement;
    expect(within(included).getByText("Coffreur bancheur (métier principal) — 8 ans d'expérience")).toBeTruthy();
    expect(within(included).getByText("CACES R482 B1 — valide jusqu'au 05 mars 2027")).toBeTruthy();
    expect(within(included).getByText("Rhône (69)")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Reprendre la proposition" }));
    expect(await textarea()).toHaveProperty("value", PREVIEW.bio_text);
    await user.type(await textarea(), " Très fiable.");
    await user.click(screen.getByRole("button", { name: "Générer le document" }));
    await waitFor(() =>
      expect(calls.invokeFunction).toHaveBeenCalledWith("anonymous-documents", {
        talent_id: "t-1",
        kind: "resume",
        bio_text: `${PREVIEW.bio_text} Très fiable.`,
      }),
    );
    await waitFor(() => expect(onFrozen).toHaveBeenCalled());
    expect(toasts()).toContain("Succès ! Le document anonyme est généré.");
  });

  it(
    "refuses a paragraph naming the talent before sending it — R:DOC-ANON-PARAGRAPH",
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      render({ roles: ["consultant_team_member"], canCreate: true });
      const box = await textarea();
      await waitFor(() => expect(box).toHaveProperty("value", FROZEN.bio_text));
      await user.clear(box);
      await user.type(box, "Zéphyrine est coffreuse.");
      await user.click(screen.getByRole("button", { name: "Générer le document" }));
      expect(
        await screen.findByText("Le paragraphe nomme le talent ou donne ses coordonnées : retirez-les."),
      ).toBeTruthy();
      expect(calls.invokeFunction).not.toHaveBeenCalledWith(
        "anonymous-documents",
        expect.objectContaining({ bio_text: expect.anything() }),
      );
    },
  );

  it("keeps the text when the function refuses, with its French message", { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    calls.invokeFunction.mockImplementation(async (_name: string, body: { preview?: boolean }) => {
      if (body.preview) return PREVIEW;
      throw new Error("Vos droits ne permettent pas de générer un document anonyme");
    });
    render({ roles: ["consultant_team_member"], canCreate: true });
    const box = await textarea();
    await waitFor(() => expect(box).toHaveProperty("value", FROZEN.bio_text));
    await user.type(box, " Ajout.");
    await user.click(screen.getByRole("button", { name: "Générer le document" }));
    await waitFor(() =>
      expect(toasts()).toContain("Oops ! Vos droits ne permettent pas de générer un document anonyme"),
    );
    expect(box).toHaveProperty("value", `${FROZEN.bio_text} Ajout.`);
  });

  it(
    "shows accounting the current document and its history, without any button to generate",
    { timeout: 60_000 },
    async () => {
      render({ roles: ["accounting_team_member"], canCreate: false });
      expect(
        await screen.findByText("Vos droits permettent de consulter les documents anonymes, pas d'en générer."),
      ).toBeTruthy();
      const history = (await screen.findByRole("heading", { name: "Versions figées" })).closest(
        ".ant-card",
      ) as HTMLElement;
      expect(await within(history).findByText("Camille Martin")).toBeTruthy();
      expect(within(history).getByRole("button", { name: /^Télécharger — 20\/11\/2026/ })).toBeTruthy();
      expect(screen.queryByRole("textbox")).toBeNull();
      expect(screen.queryByRole("button", { name: "Générer le document" })).toBeNull();
      expect(screen.getByRole("link", { name: "Télécharger" }).getAttribute("href")).toBe(
        "https://stockage.test/anonyme.pdf",
      );
      expect(calls.invokeFunction).not.toHaveBeenCalled();
    },
  );

  it("offers no form for an anonymised talent, and says when nothing was generated", { timeout: 60_000 }, async () => {
    render({
      roles: ["consultant_team_member"],
      canCreate: true,
      rows: [],
      talent: { ...TALENT, qualification_status: "anonymized" },
    });
    expect(
      await screen.findByText("Ce talent est anonymisé : aucun document anonyme ne peut plus être produit."),
    ).toBeTruthy();
    expect(await screen.findByText("Aucun document n'a encore été généré.")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(calls.invokeFunction).not.toHaveBeenCalled();
  });
});
