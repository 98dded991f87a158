// @vitest-environment happy-dom
// A space's page around its home: signed out, the sign-in form; signed in, the home of its SQL
// function (the focus on its greeting after signing in); a user the agency has not invited
// (42501), the database's French message with « Se déconnecter »; a failure, « Réessayer »;
// « Se déconnecter » signs out everywhere; with a cache, the home's last copy when the network is
// down, marked « Hors ligne — données du … ».
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeClient, NO_ACCESS } from "../test/portal-client.ts";
import { Greeting } from "./parts.tsx";
import { PortalApp, type HomeCache } from "./PortalApp.tsx";

type Home = { talent: { first_name: string } };
const HOME = { data: { talent: { first_name: "Karim" } }, error: null };

function setup(options: Parameters<typeof fakeClient>[0] = {}, cache?: HomeCache<Home>) {
  const fake = fakeClient(options);
  render(
    <PortalApp<Home>
      client={fake.client}
      title="Espace talent"
      home="talent_space_home"
      redirectTo="https://renfort.example/talent"
      base="/talent"
      render={(home) => <Greeting firstName={home.talent.first_name} />}
      cache={cache}
    />,
  );
  return { ...fake, user: userEvent.setup() };
}

describe("a space's page", () => {
  it("shows the sign-in form under the space's title when signed out, and no sign-out", async () => {
    const { rpc } = setup();
    expect(screen.getByRole("banner")).toHaveTextContent("RenfortEspace talent");
    expect(screen.getByRole("heading", { level: 1, name: "Espace talent" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Connexion" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(screen.getByLabelText("Adresse e-mail"));
    expect(screen.queryByRole("button", { name: "Se déconnecter" })).not.toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it("signs in with the code, then reads the home and puts the focus on its greeting", async () => {
    const { rpc, user } = setup({ homes: [HOME] });
    await user.type(await screen.findByLabelText("Adresse e-mail"), "karim@exemple.fr");
    await user.click(screen.getByRole("button", { name: "Recevoir un code" }));
    await user.type(await screen.findByLabelText("Code à 6 chiffres"), "123456");
    await user.click(screen.getByRole("button", { name: "Me connecter" }));

    const hello = await screen.findByRole("heading", { name: "Bonjour Karim" });
    await waitFor(() => expect(hello).toHaveFocus());
    expect(rpc).toHaveBeenCalledWith("talent_space_home");
    expect(screen.getByRole("button", { name: "Se déconnecter" })).toBeInTheDocument();
  });

  it("opens on the home of a kept session, without moving the focus", async () => {
    setup({ signedIn: true, homes: [HOME] });
    expect(screen.getByRole("status")).toHaveTextContent("Chargement…");
    const hello = await screen.findByRole("heading", { name: "Bonjour Karim" });
    expect(hello).not.toHaveFocus();
  });

  it("says the access is reserved to those the agency invited, with « Se déconnecter »", async () => {
    const { auth, user } = setup({ signedIn: true, homes: [NO_ACCESS] });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Accès réservé aux clients et talents invités par l'agence",
    );
    const signOut = screen.getAllByRole("button", { name: "Se déconnecter" });
    expect(signOut).toHaveLength(1);
    await user.click(signOut[0]);
    expect(auth.signOut).toHaveBeenCalledWith({ scope: "global" });
    expect(await screen.findByRole("heading", { name: "Connexion" })).toHaveFocus();
  });

  it("offers « Réessayer » when the home cannot be read", async () => {
    const { rpc, user } = setup({
      signedIn: true,
      homes: [{ data: null, error: { code: "", message: "TypeError: Failed to fetch" } }, HOME],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Vos informations n'ont pas pu être chargées. Vérifiez votre connexion puis réessayez.",
    );
    expect(screen.getByRole("heading", { name: "Chargement impossible" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("heading", { name: "Bonjour Karim" })).toHaveFocus();
    expect(rpc).toHaveBeenCalledTimes(2);
  });

  it("keeps the home's answer and shows it, dated, when the network is down", async () => {
    const kept = new Map<string, { data: Home; saved_at: string }>();
    const cache: HomeCache<Home> = {
      load: async (userId) => kept.get(userId),
      save: async (userId, data) => void kept.set(userId, { data, saved_at: "2026-11-27T07:05:00Z" }),
    };
    setup({ signedIn: true, homes: [HOME] }, cache);
    expect(await screen.findByRole("heading", { name: "Bonjour Karim" })).toBeInTheDocument();
    await waitFor(() => expect(kept.size).toBe(1));
    cleanup();
    setup(
      { signedIn: true, homes: [{ data: null, error: { code: "", message: "TypeError: Failed to fetch" } }] },
      cache,
    );
    expect(await screen.findByText(/^Hors ligne — données du 27\/11\/2026 à \d\d h 05$/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Bonjour Karim" })).toBeInTheDocument();
  });

  it("signs out everywhere, and on this device at least when the server cannot be reached", async () => {
    const { auth, user } = setup({ signedIn: true, homes: [HOME] });
    await screen.findByRole("heading", { name: "Bonjour Karim" });
    const global = auth.signOut.getMockImplementation();
    auth.signOut.mockImplementationOnce(
      async () => ({ error: { name: "AuthRetryableFetchError", status: 0 } }) as never,
    );
    auth.signOut.mockImplementationOnce(async (args) => global!(args));
    await user.click(screen.getByRole("button", { name: "Se déconnecter" }));
    expect(auth.signOut).toHaveBeenNthCalledWith(1, { scope: "global" });
    expect(auth.signOut).toHaveBeenNthCalledWith(2, { scope: "local" });
    expect(await screen.findByRole("heading", { name: "Connexion" })).toBeInTheDocument();
  });
});
