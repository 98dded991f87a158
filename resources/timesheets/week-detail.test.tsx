// @vitest-environment happy-dom
// A week's page (the drawer): the day the client contested is marked in the grid, the days
// outside the contract's period (as the database gives it) are closed, and « Remplir selon le
// planning du contrat » leaves a public holiday empty and says so; the talent's declaration kept
// aside as a conflict is marked « Déclaration du talent différente »; the night hours of the
// client's night period are said under the days and after the week's split.
import { useList, type DataProvider } from "@refinedev/core";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import type { RuntimeConfig } from "../../src/config/runtime-config.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs } from "../../src/test/session.ts";
import { transitionRows } from "../../src/test/transitions.ts";
import { TIMESHEET_LIST_SELECT } from "./select.ts";
import { TimesheetWeekDetail } from "./week-detail.tsx";

afterEach(cleanup);

const CONFIG: RuntimeConfig = {
  supabaseUrl: "http://localhost",
  supabaseAnonKey: "anon",
  apiUrl: "http://localhost/api",
  boardManagerEmails: [],
  environment: "local",
};

const WEEK = {
  id: "w1",
  contract_id: "c1",
  contract_key: "CTR-LYO-2026-000123",
  week_start: "2026-11-09",
  status: "disputed",
  signature_round: 1,
  dispute_reason: "Mardi non travaillé",
  comment: null,
  updated_at: "2026-11-16T08:00:00Z",
  talent: { id: "t1", first_name: "Karim", last_name: "Benali" },
  company: { id: "co1", name: "Bâtir Lyon" },
  contract: {
    id: "c1",
    contract_key: "CTR-LYO-2026-000123",
    job_name: "Maçon",
    start_date: "2026-11-03",
    end_date: "2026-12-31",
    definitive_end_date: null,
    working_days: [1, 2, 3, 4, 5],
    working_hours: 35,
  },
};

const provider = (nightWindow: unknown = []): DataProvider => {
  const { dataProvider } = memoryDataProvider({
    timesheet_week: [WEEK],
    timesheet_contest: [
      { id: "k1", round: 1, day_date: "2026-11-10", reason: "Mardi non travaillé", signer_name: null },
    ],
    // the talent declared Thursday from their space after the agency had entered it
    timesheet_day_declaration: [
      {
        id: "x1",
        timesheet_week_id: "w1",
        date: "2026-11-12",
        start_time: "07:00:00",
        end_time: "17:00:00",
        break_minutes: 60,
        worked_hours: 9,
        status: "conflict",
      },
    ],
  });
  return {
    ...dataProvider,
    custom: async <T,>({ url }: { url: string }) => ({
      data: (url === "rpc/contract_timesheet_period"
        ? {
            first_day: "2026-11-10",
            last_day: "2027-01-11",
            term: "2026-12-31",
            flexibility_days: 7,
            definitive_end: null,
          }
        : url === "rpc/contract_night_window"
          ? nightWindow
          : []) as T,
    }),
  };
};

it(
  "marks the contested day, closes the days outside the period the database gives, and fills around 11 November",
  { timeout: 60_000 },
  async () => {
    renderInApp(
      // the week's moves ask the current user's roles (board managers from the runtime config)
      <RuntimeConfigProvider config={CONFIG}>
        <TimesheetWeekDetail id="w1" onChanged={() => {}} />
      </RuntimeConfigProvider>,
      { dataProvider: provider() },
    );
    const grid = await screen.findByRole("form", { name: "Heures de la semaine, jour par jour" });
    // the contest comes with the week's signature read, after the grid
    await waitFor(() =>
      expect(within(grid).getByRole("columnheader", { name: /^mar\. 10\/11/ })).toHaveTextContent(
        "Contesté par le client",
      ),
    );
    expect(within(grid).getByRole("textbox", { name: "Heures — lundi 09/11" })).toBeDisabled();
    expect(await screen.findByText("Déclaration du talent différente")).toBeInTheDocument();
    expect(
      screen.getByText(
        "jeudi 12/11/2026 : le talent a déclaré 07:00–17:00, pause 60 min (9 h), le relevé garde la saisie de l'agence",
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Remplir selon le planning du contrat" }));
    expect(screen.getByText("Jour férié laissé vide : mercredi 11/11/2026.")).toBeInTheDocument();
    expect(within(grid).getByLabelText("Début — mercredi 11/11")).toHaveValue("");
    expect(within(grid).getByLabelText("Début — jeudi 12/11")).toHaveValue("08:00");
    expect(within(grid).getByLabelText("Début — lundi 09/11")).toHaveValue("");
    expect(screen.getByText("Total 21 h · normales 21 h · +25 % 0 h · +50 % 0 h")).toBeInTheDocument();
  },
);

it("opened from the list, shows the row's title and reads the contract's period while the week's own read is on the network", async () => {
  const base = provider();
  const asked: string[] = [];
  const dataProvider: DataProvider = {
    ...base,
    // the week's own read stays on the network
    getOne: () => new Promise<never>(() => {}),
    custom: (params) => {
      asked.push(params.url);
      return base.custom!(params);
    },
  };
  const ListThenWeek = () => {
    const { query } = useList({ resource: "timesheet_week", meta: { select: TIMESHEET_LIST_SELECT } });
    return query.isSuccess ? <TimesheetWeekDetail id="w1" onChanged={() => {}} /> : null;
  };
  renderInApp(
    <RuntimeConfigProvider config={CONFIG}>
      <ListThenWeek />
    </RuntimeConfigProvider>,
    { dataProvider },
  );
  expect(
    await screen.findByRole("heading", { name: "Relevé de Karim BENALI — semaine du 09/11/2026" }),
  ).toBeInTheDocument();
  await waitFor(() => expect(asked).toContain("rpc/contract_timesheet_period"));
});

it(
  "says the night hours of the client's night period, live, after the week's split — R:TS-NIGHT-SHOWN",
  { timeout: 60_000 },
  async () => {
    renderInApp(
      <RuntimeConfigProvider config={CONFIG}>
        <TimesheetWeekDetail id="w1" onChanged={() => {}} />
      </RuntimeConfigProvider>,
      // the general period (L3122-2), as public.contract_night_window gives it for this client
      { dataProvider: provider({ start_hour: 21, end_hour: 6 }) },
    );
    const grid = await screen.findByRole("form", { name: "Heures de la semaine, jour par jour" });
    const typeTime = async (name: string, text: string) => {
      const input = within(grid).getByRole("textbox", { name });
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    // Thursday 21:00 → 05:00 less 30 minutes: 7,5 h worked, all at night
    await typeTime("Début — jeudi 12/11", "21:00");
    await typeTime("Fin — jeudi 12/11", "05:00");
    fireEvent.change(within(grid).getByRole("spinbutton", { name: "Pause (min) — jeudi 12/11" }), {
      target: { value: "30" },
    });
    expect(
      await screen.findByText("Total 7,5 h · normales 7,5 h · +25 % 0 h · +50 % 0 h · dont 7,5 h de nuit"),
    ).toBeInTheDocument();
    const nightRow = within(grid).getByRole("rowheader", { name: "Dont nuit" }).closest("tr") as HTMLElement;
    expect(within(nightRow).getAllByRole("cell")[3]).toHaveTextContent("7,5 h");
  },
);

it("once « Valider » succeeds, shows the week's new status and no longer offers « Valider », without a reload", async () => {
  // the database's week: signed by the client, validated by the CSM's move (public.transition_status)
  const stored = { ...WEEK, status: "signed", signed_at: "2026-11-14T10:00:00Z", signer_name: "Marc Durand" };
  const base = memoryDataProvider({
    timesheet_week: [stored],
    status_transition: transitionRows("timesheet_week"),
  }).dataProvider;
  const moves: unknown[] = [];
  let changed = 0;
  const dataProvider: DataProvider = {
    ...base,
    // a copy per read, as the network gives: the screen sees the move only by reading again
    getOne: async <T,>(params: Parameters<DataProvider["getOne"]>[0]) => {
      const { data } = await base.getOne(params);
      return { data: structuredClone(data) as T };
    },
    custom: async <T,>({ url, payload }: { url: string; payload?: unknown }) => {
      if (url === "rpc/transition_status") {
        moves.push(payload);
        Object.assign(stored, { status: "validated", updated_at: "2026-11-16T09:00:00Z" });
        return { data: "validated" as T };
      }
      return provider().custom!({ url } as never) as Promise<{ data: T }>;
    },
  };
  renderInApp(
    <RuntimeConfigProvider config={CONFIG}>
      <TimesheetWeekDetail id="w1" onChanged={() => (changed += 1)} />
    </RuntimeConfigProvider>,
    { dataProvider, authProvider: signedInAs(["csm_team_member"]) },
  );
  await userEvent.click(await screen.findByRole("button", { name: "Valider" }));
  await waitFor(() => expect(screen.queryByRole("button", { name: "Valider" })).toBeNull());
  expect(moves).toEqual([{ p_entity: "timesheet_week", p_id: "w1", p_status: "validated", p_comment: null }]);
  expect(screen.getByText("Ce relevé n'est plus modifiable (statut « Validé agence »).")).toBeInTheDocument();
  // the list behind the drawer is told, its counts and rows read again
  expect(changed).toBeGreaterThan(0);
});
