// @vitest-environment happy-dom
// The week's hours screen with the real queue and IndexedDB store (fake-indexeddb): the days the
// contract covers with what the agency entered; a day saved online reaches the server with the
// version it was based on and a conflict is said in words; offline, the days wait (« 1 jour en
// attente d'envoi ») and go when the network comes back; a signed week has no inputs; without
// network the last copy is shown, dated.
import "fake-indexeddb/auto";
import { act, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PortalClient } from "../../portal/client.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { idbStore } from "../offline/store.ts";
import { useOfflineHours } from "../offline/useOfflineHours.ts";
import { HoursWeekScreen } from "./HoursWeekScreen.tsx";
import type { HoursWeek } from "./types.ts";

const dayOf = (
  date: string,
  agency: Partial<NonNullable<HoursWeek["days"][0]["agency"]>> | null,
  inContract = true,
) => ({
  date,
  in_contract: inContract,
  agency: agency && {
    start_time: "08:00",
    end_time: "16:00",
    break_minutes: 60,
    worked_hours: 7,
    absence_type: "none",
    updated_at: `${date}T18:00:00.123456+00:00`,
    ...agency,
  },
  declared: null,
  conflict: false,
});

const WEEK: HoursWeek = {
  week: {
    id: "w1",
    week_start: "2026-11-23",
    status: "draft",
    total_hours: 7,
    company_name: "Bâtiments Rhône",
    job_name: "Maçon",
    editable: true,
    first_day: "2026-11-02",
    last_day: null,
    max_daily_hours: 10,
    max_weekly_hours: 48,
  },
  days: [
    dayOf("2026-11-23", {}),
    dayOf("2026-11-24", null),
    dayOf("2026-11-25", null),
    dayOf("2026-11-26", null),
    dayOf("2026-11-27", null),
    dayOf("2026-11-28", null, false),
    dayOf("2026-11-29", null, false),
  ],
};

type Answer = { data: unknown; error: { code?: string; message?: string } | null };
let talent = 0;

async function setup(answers: Record<string, Array<Answer | Error>>, copy?: { data: HoursWeek; saved_at: string }) {
  const rpc = vi.fn(async (name: string, _args?: unknown): Promise<Answer> => {
    const next = answers[name]?.shift();
    if (!next) return { data: null, error: { message: "no answer" } };
    if (next instanceof Error) throw next;
    return next;
  });
  const client = { rpc } as unknown as PortalClient;
  const space: SpaceContext = { client, path: "/hours/w1", navigate: vi.fn(), reload: vi.fn() };
  const id = `screen-${++talent}`;
  if (copy) await idbStore(id).putWeek({ weekId: "w1", ...copy });
  function Screen() {
    const offline = useOfflineHours(client, id, idbStore);
    return <HoursWeekScreen weekId="w1" space={space} hours={offline} />;
  }
  render(<Screen />);
  return { rpc };
}

const setOnline = (value: boolean) => Object.defineProperty(window.navigator, "onLine", { configurable: true, value });

// online unless a case says otherwise (the unit project shares one window between files), and
// IndexedDB's answers may take more than the default second on a loaded machine
beforeEach(() => setOnline(true));
afterEach(() => setOnline(true));
configure({ asyncUtilTimeout: 10_000 });

describe("the week's hours", () => {
  it("shows the days of the contract with what the agency entered", async () => {
    await setup({ talent_space_hours_week: [{ data: WEEK, error: null }] });
    expect(await screen.findByRole("heading", { name: "Mes heures — semaine du 23/11/2026" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "lundi 23/11" })).toBeTruthy();
    expect(screen.queryByRole("group", { name: "samedi 28/11" })).toBeNull();
    expect(screen.getByText("Saisi par l'agence : 7 h")).toBeTruthy();
    expect((screen.getAllByLabelText("Début")[0] as HTMLInputElement).value).toBe("08:00");
  });

  it("says the night hours the database computed, of each day and of the week", async () => {
    // four nights 21:00 → 05:00 less 30 minutes: 7,5 h each, all at night (docs/rules/timesheets.md#night-hours)
    const night = { start_time: "21:00", end_time: "05:00", break_minutes: 30, worked_hours: 7.5, night_hours: 7.5 };
    const nights: HoursWeek = {
      week: { ...WEEK.week, total_hours: 30, night_hours: 30 },
      days: WEEK.days.map((d, i) => (i < 4 ? dayOf(d.date, night) : d)),
    };
    await setup({ talent_space_hours_week: [{ data: nights, error: null }] });
    await screen.findByRole("group", { name: "lundi 23/11" });
    expect(screen.getAllByText("Saisi par l'agence : 7 h 30, dont 7 h 30 de nuit")).toHaveLength(4);
    expect(screen.getByText("Dont heures de nuit").nextElementSibling?.textContent).toBe("30 h");
  });

  it("says a day kept from the talent's own declaration as theirs, not the agency's", async () => {
    const own = { start_time: "21:00", end_time: "05:00", break_minutes: 30, worked_hours: 7.5, night_hours: 7.5 };
    const declared: HoursWeek = {
      ...WEEK,
      days: WEEK.days.map((d, i) =>
        i === 0
          ? {
              ...dayOf(d.date, own),
              declared: { ...own, status: "applied" as const, declared_at: "2026-11-23T06:00:00Z" },
            }
          : d,
      ),
    };
    await setup({ talent_space_hours_week: [{ data: declared, error: null }] });
    expect(await screen.findByText("Votre saisie, enregistrée : 7 h 30, dont 7 h 30 de nuit")).toBeTruthy();
    expect(screen.queryByText("Saisi par l'agence : 7 h 30, dont 7 h 30 de nuit")).toBeNull();
  });

  it("sends a saved day with the version it was based on, and says a conflict in words", async () => {
    const conflict: HoursWeek = {
      ...WEEK,
      days: WEEK.days.map((d, i) =>
        i === 0
          ? {
              ...d,
              agency: { ...d.agency!, worked_hours: 8, start_time: "07:30", end_time: "16:30" },
              declared: {
                start_time: "07:00",
                end_time: "17:00",
                break_minutes: 60,
                worked_hours: 9,
                status: "conflict" as const,
                declared_at: "2026-11-23T19:00:00Z",
              },
              conflict: true,
            }
          : d,
      ),
    };
    const { rpc } = await setup({
      talent_space_hours_week: [{ data: WEEK, error: null }],
      talent_space_save_hours: [
        { data: { saved: [{ date: "2026-11-23", status: "conflict" }], week: conflict }, error: null },
      ],
    });
    await screen.findByRole("group", { name: "lundi 23/11" });
    const start = () => screen.getAllByLabelText("Début")[0] as HTMLInputElement;
    const end = () => screen.getAllByLabelText("Fin")[0] as HTMLInputElement;
    // the form holds the agency's day before the talent types over it
    await waitFor(() => expect(start().value).toBe("08:00"));
    fireEvent.change(start(), { target: { value: "07:00" } });
    fireEvent.change(end(), { target: { value: "17:00" } });
    await waitFor(() => expect([start().value, end().value]).toEqual(["07:00", "17:00"]));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText(/L'agence a saisi 8 h, vous avez déclaré 9 h/)).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith("talent_space_save_hours", {
      p_week_id: "w1",
      p_days: [
        {
          date: "2026-11-23",
          start_time: "07:00",
          end_time: "17:00",
          break_minutes: 60,
          base_updated_at: "2026-11-23T18:00:00.123456+00:00",
        },
      ],
    });
    expect(screen.getByText("1 jour diffère de ce que l'agence a saisi : votre déclaration est gardée.")).toBeTruthy();
  });

  it("keeps the days offline, says they wait, and sends them when the network comes back", async () => {
    const { rpc } = await setup({
      talent_space_hours_week: [{ data: WEEK, error: null }],
      talent_space_save_hours: [{ data: { saved: [], week: WEEK }, error: null }],
    });
    await screen.findByRole("group", { name: "mardi 24/11" });
    const field = (label: string, day: number) => screen.getAllByLabelText(label)[day] as HTMLInputElement;
    // the form holds the agency's days (and the week's last offline copy, read after them) before
    // the talent types: typed earlier, a day not yet changed could be set again from them
    await waitFor(() => expect(field("Début", 0).value).toBe("08:00"));
    setOnline(false);
    fireEvent.change(field("Début", 1), { target: { value: "08:00" } });
    fireEvent.change(field("Fin", 1), { target: { value: "12:00" } });
    fireEvent.change(field("Pause (minutes)", 1), { target: { value: "0" } });
    fireEvent.change(field("Début", 2), { target: { value: "08:00" } });
    fireEvent.change(field("Fin", 2), { target: { value: "12:00" } });
    await waitFor(() =>
      expect([field("Début", 1).value, field("Fin", 1).value, field("Début", 2).value, field("Fin", 2).value]).toEqual([
        "08:00",
        "12:00",
        "08:00",
        "12:00",
      ]),
    );
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText(/2 jours en attente d'envoi/)).toBeTruthy();
    expect(rpc.mock.calls.filter(([name]) => name === "talent_space_save_hours")).toHaveLength(0);
    // the typed values stay on the screen
    expect((screen.getAllByLabelText("Fin")[1] as HTMLInputElement).value).toBe("12:00");
    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("2 jours envoyés à l'agence.")).toBeTruthy();
    expect(screen.queryByText(/en attente d'envoi/)).toBeNull();
    const sent = rpc.mock.calls.find(([name]) => name === "talent_space_save_hours")?.[1] as { p_days: unknown[] };
    expect(sent.p_days).toHaveLength(2);
  });

  it("keeps the days when the server refuses them, with its French message", async () => {
    const message = "Le relevé n'est plus modifiable (statut « En attente de signature client »)";
    await setup({
      talent_space_hours_week: [{ data: WEEK, error: null }],
      talent_space_save_hours: [{ data: null, error: { code: "P0001", message } }],
    });
    await screen.findByRole("group", { name: "lundi 23/11" });
    fireEvent.change(screen.getAllByLabelText("Fin")[0], { target: { value: "17:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect((await screen.findByRole("alert")).textContent).toContain(message);
    expect(screen.getByText(/1 jour en attente d'envoi/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Abandonner ces saisies" }));
    await waitFor(() => expect(screen.queryByText(/en attente d'envoi/)).toBeNull());
  });

  it("shows a week sent for signature without inputs", async () => {
    await setup({
      talent_space_hours_week: [
        { data: { ...WEEK, week: { ...WEEK.week, status: "pending_signature", editable: false } }, error: null },
      ],
    });
    expect(
      await screen.findByText("Ce relevé est déjà envoyé en signature ou signé : il ne peut plus être modifié."),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Début")).toBeNull();
    expect(screen.queryByRole("button", { name: "Enregistrer" })).toBeNull();
  });

  it("drops « Hors ligne » once the days typed offline are sent, the server's answer being the week now", async () => {
    const { rpc } = await setup(
      {
        // the week cannot be read (nor read again): only the sync reaches the server
        talent_space_hours_week: [new TypeError("Failed to fetch"), new TypeError("Failed to fetch")],
        talent_space_save_hours: [
          { data: { saved: [{ date: "2026-11-24", status: "applied" }], week: WEEK }, error: null },
        ],
      },
      { data: WEEK, saved_at: "2026-11-23T17:05:00Z" },
    );
    expect(await screen.findByText(/^Hors ligne — données du 23\/11\/2026/)).toBeTruthy();
    const field = (label: string, day: number) => screen.getAllByLabelText(label)[day] as HTMLInputElement;
    await waitFor(() => expect(field("Début", 0).value).toBe("08:00"));
    setOnline(false);
    fireEvent.change(field("Début", 1), { target: { value: "21:00" } });
    fireEvent.change(field("Fin", 1), { target: { value: "05:00" } });
    await waitFor(() => expect(field("Fin", 1).value).toBe("05:00"));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText(/1 jour en attente d'envoi/)).toBeTruthy();
    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("1 jour envoyé à l'agence.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/^Hors ligne/)).toBeNull());
    expect(rpc.mock.calls.filter(([name]) => name === "talent_space_save_hours")).toHaveLength(1);
  });

  it("reads the week again when the network comes back, nothing waiting, and drops « Hors ligne »", async () => {
    await setup(
      {
        talent_space_hours_week: [
          new TypeError("Failed to fetch"),
          { data: { ...WEEK, week: { ...WEEK.week, total_hours: 14 } }, error: null },
        ],
      },
      { data: WEEK, saved_at: "2026-11-23T17:05:00Z" },
    );
    expect(await screen.findByText(/^Hors ligne — données du 23\/11\/2026/)).toBeTruthy();
    // (the screen's effects run before the network comes back)
    await act(async () => {});
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.queryByText(/^Hors ligne/)).toBeNull());
    expect(screen.getByText("Total du relevé").nextElementSibling?.textContent).toBe("14 h");
  });

  it("shows the last copy, dated, when the network is cut", async () => {
    await setup(
      { talent_space_hours_week: [new TypeError("Failed to fetch")] },
      { data: WEEK, saved_at: "2026-11-23T17:05:00Z" },
    );
    expect(await screen.findByText(/^Hors ligne — données du 23\/11\/2026 à \d\d h 05$/)).toBeTruthy();
  });
});
