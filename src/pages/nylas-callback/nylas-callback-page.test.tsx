// @vitest-environment happy-dom
// /nylas-oauth/callback: the provider's return read (code and state, or its error), the code
// exchanged once through calendar-connect and the connection shown, the used code and state taken
// out of the address; a cancel, a refusal, an expired or used state and an incomplete link each
// explained in French, always with the way back to « Mon compte ».
import { cleanup, configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLocation } from "react-router";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { callbackOutcome, providerLabel } from "./callback-outcome.ts";
import { NylasCallbackPage } from "./nylas-callback-page.tsx";

const calls = vi.hoisted(() => ({ invokeFunction: vi.fn() }));
vi.mock("../../../providers/client-calls.ts", () => calls);

afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

const CONNECTION = { email: "camille@exemple.test", provider: "microsoft", connected_at: "2026-11-27T09:30:00Z" };

/** Where the page has sent the router (the address bar). */
const Address = () => {
  const location = useLocation();
  return <output aria-label="adresse">{`${location.pathname}${location.search}`}</output>;
};

const render = (search: string, rows: object[] = []) => {
  const { dataProvider } = memoryDataProvider({ calendar_connection: rows as never[] });
  renderInApp(
    <>
      <NylasCallbackPage />
      <Address />
    </>,
    { path: `/nylas-oauth/callback${search}`, dataProvider },
  );
};
const heading = (name: string) => screen.findByRole("heading", { level: 1, name });
const address = () => screen.getByRole("status", { name: "adresse" }).textContent;

beforeEach(() => {
  calls.invokeFunction.mockReset();
});

describe("callbackOutcome", () => {
  it.each([
    ["?code=c&state=s", { kind: "exchange", code: "c", state: "s" }],
    ["?error=access_denied&state=s", { kind: "cancelled" }],
    ["?error=server_error&error_description=Quota%20d%C3%A9pass%C3%A9", { kind: "refused", reason: "Quota dépassé" }],
    ["?error=invalid_scope", { kind: "refused", reason: null }],
    ["?connected=1", { kind: "connected" }],
    ["?code=c", { kind: "incomplete" }],
    ["", { kind: "incomplete" }],
  ])("%s", (search, outcome) => {
    expect(callbackOutcome(new URLSearchParams(search))).toEqual(outcome);
  });

  it("names the providers in French, an unknown one by its id", () => {
    expect(providerLabel("microsoft")).toBe("Microsoft 365");
    expect(providerLabel("google")).toBe("Google");
    expect(providerLabel("autre")).toBe("autre");
  });
});

describe("NylasCallbackPage", () => {
  it("exchanges the code once, shows the connection and takes the used code out of the address", async () => {
    let answer: (value: unknown) => void = () => {};
    calls.invokeFunction.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render("?code=le-code&state=l-etat");
    expect(await heading("Connexion de votre agenda en cours…")).toBeTruthy();
    answer({ connection: CONNECTION });
    expect(await heading("Votre agenda est connecté")).toBeTruthy();
    expect(screen.getByText("camille@exemple.test (Microsoft 365) est connecté à votre compte Renfort.")).toBeTruthy();
    await waitFor(() => expect(address()).toBe("/nylas-oauth/callback?connected=1"));
    expect(calls.invokeFunction).toHaveBeenCalledTimes(1);
    expect(calls.invokeFunction).toHaveBeenCalledWith("calendar-connect", {
      action: "exchange",
      code: "le-code",
      state: "l-etat",
    });
    await userEvent.click(screen.getByRole("button", { name: "Retour à Mon compte" }));
    expect(address()).toBe("/settings/account");
  });

  it("shows the server's French reason when the state has expired, with a way back and a retry", async () => {
    calls.invokeFunction.mockRejectedValue(
      Object.assign(
        new Error("Cette demande de connexion d'agenda a expiré (10 minutes) : recommencez depuis « Mon compte »"),
        { code: "state_expired" },
      ),
    );
    render("?code=le-code&state=l-etat");
    expect(await heading("La connexion de l'agenda a échoué")).toBeTruthy();
    expect(screen.getByText(/a expiré \(10 minutes\)/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retour à Mon compte" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Recommencer" })).toBeTruthy();
    expect(address()).toBe("/nylas-oauth/callback?code=le-code&state=l-etat");
  });

  it("keeps a generic French message when the function could not be reached", async () => {
    calls.invokeFunction.mockRejectedValue(new Error("Failed to send a request to the Edge Function"));
    render("?code=le-code&state=l-etat");
    expect(await heading("La connexion de l'agenda a échoué")).toBeTruthy();
    expect(
      screen.getByText("La connexion n'a pas pu être enregistrée. Recommencez depuis « Mon compte »."),
    ).toBeTruthy();
  });

  it("says the member cancelled, without calling the function", async () => {
    render("?error=access_denied&error_description=User%20denied&state=l-etat");
    expect(await heading("Connexion annulée")).toBeTruthy();
    expect(screen.getByText(/Vous avez refusé l'accès à votre agenda/)).toBeTruthy();
    expect(calls.invokeFunction).not.toHaveBeenCalled();
  });

  it("gives the provider's refusal in its own words", async () => {
    render("?error=server_error&error_description=Quota%20d%C3%A9pass%C3%A9&state=l-etat");
    expect(await heading("Le fournisseur a refusé la connexion")).toBeTruthy();
    expect(screen.getByText(/« Quota dépassé »/)).toBeTruthy();
    expect(calls.invokeFunction).not.toHaveBeenCalled();
  });

  it("explains an incomplete link and leads to « Mon compte »", async () => {
    render("?state=l-etat");
    expect(await heading("Lien de retour incomplet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retour à Mon compte" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Recommencer" })).toBeNull();
    expect(calls.invokeFunction).not.toHaveBeenCalled();
  });

  it("once connected, a reload shows the member's connection instead of using the state again", async () => {
    render("?connected=1", [{ user_id: "u-1", grant_id: "g-1", ...CONNECTION }]);
    expect(await heading("Votre agenda est connecté")).toBeTruthy();
    expect(
      await screen.findByText("camille@exemple.test (Microsoft 365) est connecté à votre compte Renfort."),
    ).toBeTruthy();
    expect(calls.invokeFunction).not.toHaveBeenCalled();
  });
});
