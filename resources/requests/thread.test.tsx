// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts, toastStore } from "../../src/lib/toast/toast-store.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { RequestThread } from "./thread.tsx";

afterEach(() => {
  cleanup();
  clearToasts();
});

const MESSAGE = {
  id: "m-1",
  body: "Justificatif reçu",
  created_at: "2026-11-20T09:30:00Z",
  author: { first_name: "Camille", last_name: "Durand" },
};

describe("RequestThread", () => {
  it(
    "shows the messages with their author, sends one, and keeps the text when the database refuses it",
    { timeout: 60_000 },
    async () => {
      let attempts = 0;
      const { dataProvider, calls } = memoryDataProvider({ request_comment: [MESSAGE] }, () => {
        attempts += 1;
        if (attempts === 1) throw { message: "Nouvelle erreur de la base", statusCode: 403 };
        return { id: "m-2" };
      });
      renderInApp(<RequestThread entity="advance_payment_request" id="r-1" />, { dataProvider });
      expect(await screen.findByText("Justificatif reçu")).toBeInTheDocument();
      expect(screen.getByText("Camille Durand")).toBeInTheDocument();

      const form = screen.getByRole("form", { name: "Échanges" });
      await userEvent.click(within(form).getByRole("button", { name: "Envoyer" }));
      expect(await within(form).findByText("Le message est vide")).toBeInTheDocument();
      expect(calls).toHaveLength(0);

      const box = within(form).getByLabelText("Votre message");
      await userEvent.type(box, "Le talent a renvoyé la pièce");
      await userEvent.click(within(form).getByRole("button", { name: "Envoyer" }));
      await waitFor(() => expect(toastStore.getSnapshot()).toContainEqual(expect.objectContaining({ type: "error" })));
      expect(box).toHaveValue("Le talent a renvoyé la pièce");

      await userEvent.click(within(form).getByRole("button", { name: "Envoyer" }));
      await waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[1]).toMatchObject({
        method: "create",
        resource: "request_comment",
        variables: { entity: "advance_payment_request", entity_id: "r-1", body: "Le talent a renvoyé la pièce" },
      });
      // the same box (the form is never remounted under the user's typing)
      await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
    },
  );
});
