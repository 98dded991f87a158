// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import "../../src/i18n/index.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { WeekGrid } from "./grid.tsx";
import { gridSplit, gridWeek, type GridDay } from "./grid.utils.ts";
import type { NightWindow } from "./split.ts";

afterEach(cleanup);

/** Types a time in a cell and leaves it (the picker confirms on the next tick). */
const typeTime = async (name: RegExp, text: string) => {
  const input = screen.getByRole("textbox", { name });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

const Harness = ({
  allowed = () => true,
  contested,
  week = "2026-12-07",
  nightWindow,
}: {
  allowed?: (date: string) => boolean;
  contested?: ReadonlyMap<string, string>;
  week?: string;
  nightWindow?: NightWindow | null;
}) => {
  const [days, setDays] = useState<GridDay[]>(gridWeek(week));
  const split = gridSplit(days);
  return (
    <>
      <WeekGrid
        days={days}
        onChange={setDays}
        isAllowed={allowed}
        readOnly={false}
        contested={contested}
        nightWindow={nightWindow}
      />
      <output aria-label="total">{split.total}</output>
    </>
  );
};

describe("WeekGrid", () => {
  it("takes typed hours day after day with Tab, and totals them live", { timeout: 60_000 }, async () => {
    render(<Harness />);
    const monday = screen.getByRole("textbox", { name: /^Heures — lundi/ });
    await userEvent.click(monday);
    await userEvent.keyboard("7,5");
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /^Heures — mardi/ }));
    await userEvent.keyboard("8h30");
    expect(screen.getByLabelText("total")).toHaveTextContent("16");
  });

  it("moves between lines of one day with the arrows", async () => {
    render(<Harness />);
    const hours = screen.getByRole("textbox", { name: /^Heures — mercredi/ });
    hours.focus();
    fireEvent.keyDown(hours, { key: "ArrowDown" });
    // the next line is the absence select of the same day; the line above is the break
    fireEvent.keyDown(hours, { key: "ArrowUp" });
    expect(document.activeElement).toBe(screen.getByRole("spinbutton", { name: /^Pause \(min\) — mercredi/ }));
  });

  it("computes the hours of a day from its times and flags a missing break", async () => {
    renderInApp(<Harness />);
    await typeTime(/^Début — jeudi/, "07:00");
    // the French ways of writing a time: 14h is 14:00, on 24 hours
    await typeTime(/^Fin — jeudi/, "14h");
    expect(screen.getByRole("textbox", { name: /^Fin — jeudi/ })).toHaveValue("14:00");
    expect(screen.getByRole("textbox", { name: /^Début — jeudi/ })).toHaveAttribute("placeholder", "HH:MM");
    expect(screen.getByRole("textbox", { name: /^Heures — jeudi/ })).toHaveValue("7");
    expect(screen.getByRole("alert")).toHaveTextContent("Pause d'au moins 20 minutes obligatoire au-delà de 6 h");
  });

  it(
    "says each day's night hours in the client's night period, live — R:TS-NIGHT-SHOWN",
    { timeout: 60_000 },
    async () => {
      // the bâtiment's period (IDCC 1597: 20 h – 6 h), as public.contract_night_window gives it
      renderInApp(<Harness nightWindow={{ start_hour: 20, end_hour: 6 }} />);
      const nightRow = () => screen.getByRole("rowheader", { name: "Dont nuit" }).closest("tr") as HTMLElement;
      expect(
        within(nightRow())
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ).toEqual(Array(7).fill("—"));
      // Monday 21:00 → 05:00 less 30 minutes: 7,5 h worked, all at night
      await typeTime(/^Début — lundi/, "21:00");
      await typeTime(/^Fin — lundi/, "05:00");
      fireEvent.change(screen.getByRole("spinbutton", { name: /^Pause \(min\) — lundi/ }), { target: { value: "30" } });
      // Tuesday 18:00 → 02:00 less 30 minutes: 20:00 – 02:00 at night
      await typeTime(/^Début — mardi/, "18:00");
      await typeTime(/^Fin — mardi/, "02:00");
      fireEvent.change(screen.getByRole("spinbutton", { name: /^Pause \(min\) — mardi/ }), { target: { value: "30" } });
      await waitFor(() =>
        expect(
          within(nightRow())
            .getAllByRole("cell")
            .map((c) => c.textContent),
        ).toEqual(["7,5 h", "6 h", "—", "—", "—", "—", "—"]),
      );
    },
  );

  it("disables the days outside the contract", () => {
    render(<Harness allowed={(d) => d <= "2026-12-09"} />);
    expect(screen.getByRole("textbox", { name: /^Heures — mercredi/ })).toBeEnabled();
    expect(screen.getByRole("textbox", { name: /^Heures — jeudi/ })).toBeDisabled();
    expect(screen.getAllByText("Hors contrat")).toHaveLength(4);
  });

  it("marks the day the client contested, with the reason, in its header and its cells' names", () => {
    render(<Harness contested={new Map([["2026-12-08", "Mardi non travaillé"]])} />);
    const header = screen.getByRole("columnheader", { name: /^mar\. 08\/12/ });
    expect(header).toHaveTextContent("Contesté par le client");
    expect(header).toHaveTextContent("Mardi non travaillé");
    expect(screen.getAllByText("Contesté par le client")).toHaveLength(1);
    expect(
      screen.getByRole("textbox", { name: "Heures — mardi 08/12 (jour contesté par le client)" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Heures — lundi 07/12" })).toBeInTheDocument();
  });

  it("names 11 November and the Sunday in their headers, in words", () => {
    render(<Harness week="2026-11-09" />);
    const holiday = screen.getByRole("columnheader", { name: /^mer\. 11\/11/ });
    expect(holiday).toHaveTextContent("Férié — 11 novembre");
    expect(holiday).toHaveClass("timesheet-grid-holiday");
    const sunday = screen.getByRole("columnheader", { name: /^dim\. 15\/11/ });
    expect(sunday).toHaveTextContent("Dimanche");
    expect(sunday).toHaveClass("timesheet-grid-sunday");
    expect(screen.getAllByText(/^Férié — /)).toHaveLength(1);
    expect(screen.getAllByText("Dimanche")).toHaveLength(1);
    expect(screen.getByRole("columnheader", { name: /^mar\. 10\/11/ })).not.toHaveTextContent(/Férié|Dimanche/);
  });

  it("moves from a time to the line below with the arrow", async () => {
    render(<Harness />);
    const start = screen.getByRole("textbox", { name: /^Début — vendredi/ });
    start.focus();
    fireEvent.keyDown(start, { key: "ArrowDown" });
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /^Fin — vendredi/ }));
  });
});
