// @vitest-environment jsdom
// The contact form's « Statut »: the saved status and the moves the user's roles hold in the
// migrations' transition table — « Archivé » ('*' → archived) for a CSM only, not for a
// consultant or an external CSM.
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { selectOptions } from "../../src/test/select.ts";
import { signedInAs } from "../../src/test/session.ts";
import { transitionRows } from "../../src/test/transitions.ts";
import { ContactForm } from "./form.tsx";

afterEach(cleanup);

describe("ContactForm « Statut »", () => {
  it.each([
    [["csm_team_member"], ["Actif", "A quitté l'entreprise", "Archivé"]],
    [["consultant_team_member"], ["Actif", "A quitté l'entreprise"]],
    [["external_csm_team_member"], ["Actif", "A quitté l'entreprise"]],
  ])("offers %j %j from Actif", { timeout: 30_000 }, async (roles, expected) => {
    const { dataProvider } = memoryDataProvider({ status_transition: transitionRows("contact") });
    renderInApp(<ContactForm status="active" formProps={{ initialValues: { status: "active" } }} />, {
      dataProvider,
      authProvider: signedInAs(roles),
    });
    const field = screen.getByRole("combobox", { name: "Statut" });
    await waitFor(() => expect(field).toBeEnabled());
    expect(await selectOptions(field)).toEqual(expected);
  });
});
