// @vitest-environment happy-dom
// The talent space around its screens: a home opened without network from its last copy is marked
// « Hors ligne — données du … »; when the network comes back the home is read again and the mark
// goes (it stays while the server cannot be reached).
import "fake-indexeddb/auto";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PortalApp, type HomeCache } from "../portal/PortalApp.tsx";
import { fakeClient, type HomeAnswer } from "../test/portal-client.ts";
import { TalentSpace } from "./screens.tsx";
import type { TalentHome as Home } from "./types.ts";

const HOME: Home = {
  talent: { id: "t-offline", first_name: "Karim", last_name: "Benali" },
  agency: null,
  contracts: [],
  planning: [],
  weeks: [],
  pay: [],
  documents: [],
};
const CUT: HomeAnswer = { data: null, error: { code: "", message: "TypeError: Failed to fetch" } };

afterEach(cleanup);

const setup = (homes: HomeAnswer[]) => {
  // the home's address: a file run before this one in the same window may have left another screen's
  window.history.replaceState(null, "", "/talent");
  const cache: HomeCache<Home> = {
    load: async () => ({ data: HOME, saved_at: "2026-11-27T07:05:00Z" }),
    save: async () => undefined,
  };
  const fake = fakeClient({ signedIn: true, homes });
  render(
    <PortalApp<Home>
      client={fake.client}
      title="Espace talent"
      home="talent_space_home"
      redirectTo="/talent"
      base="/talent"
      render={(home, space) => <TalentSpace home={home} space={space} />}
      cache={cache}
    />,
  );
  return fake;
};

const networkBack = async () => {
  // (the space's effects run before the network comes back)
  await act(async () => {});
  await act(async () => {
    window.dispatchEvent(new Event("online"));
  });
};

describe("the talent space without network", () => {
  it("drops « Hors ligne » from the home once the network is back and the home read again", async () => {
    const { rpc } = setup([CUT, { data: HOME, error: null }]);
    expect(await screen.findByText(/^Hors ligne — données du 27\/11\/2026/)).toBeInTheDocument();
    await networkBack();
    await waitFor(() => expect(screen.queryByText(/^Hors ligne/)).toBeNull());
    expect(rpc.mock.calls.filter(([name]) => name === "talent_space_home")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Bonjour Karim" })).toBeInTheDocument();
  });

  it("keeps « Hors ligne » while the server cannot be reached", async () => {
    const { rpc } = setup([CUT, CUT]);
    expect(await screen.findByText(/^Hors ligne — données du 27\/11\/2026/)).toBeInTheDocument();
    await networkBack();
    await waitFor(() => expect(rpc.mock.calls.filter(([name]) => name === "talent_space_home")).toHaveLength(2));
    expect(screen.getByText(/^Hors ligne — données du 27\/11\/2026/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Bonjour Karim" })).toBeInTheDocument();
  });
});
