// @vitest-environment happy-dom
// The week as the client checks it: 11 November and the Sunday named in words under their day,
// a day corrected after the client's contest with their reason and the agency's comment, a
// contested day the agency emptied still shown, not worked, and the night hours of the days and
// of the week.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Day, Week } from "./api.ts";
import { WeekView } from "./WeekView.tsx";

afterEach(cleanup);

const worked = (date: string, comment: string | null = null): Day => ({
  date,
  start_time: "08:00:00",
  end_time: "16:00:00",
  break_minutes: 60,
  worked_hours: 7,
  absence_type: "none",
  comment,
});

const WEEK: Week = {
  week_start: "2026-11-09",
  week_end: "2026-11-15",
  iso_week: 46,
  iso_year: 2026,
  expires_at: "2026-11-30T00:00:00Z",
  talent: { first_name: "Karim", last_name: "Benali" },
  company: { name: "Électricité Rhône" },
  job_name: "Électricien",
  contract_key: "CTR-2026-000046",
  signer: null,
  total_hours: 28,
  hours_normal: 28,
  hours_ot25: 0,
  hours_ot50: 0,
  days: [
    worked("2026-11-09"),
    worked("2026-11-10", "Arrivée à 9 h d'après le chef de chantier : 7 h retenues"),
    worked("2026-11-11"),
    worked("2026-11-15"),
  ],
  corrected_days: [
    { date: "2026-11-10", reason: "Arrivé à 9 h, pas à 8 h" },
    { date: "2026-11-12", reason: "Absent ce jour-là" },
  ],
};

const row = (name: RegExp) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;

describe("WeekView", () => {
  it("names 11 November and the Sunday under their day — R:TS-PUBLIC-PAGE", () => {
    render(<WeekView week={WEEK} />);
    expect(screen.getByRole("rowheader", { name: /^mercredi 11\/11/ })).toHaveTextContent("Férié — 11 novembre");
    expect(screen.getByRole("rowheader", { name: /^dimanche 15\/11/ })).toHaveTextContent("Dimanche");
    expect(screen.getByRole("rowheader", { name: /^lundi 09\/11/ })).not.toHaveTextContent(/Férié|Dimanche/);
  });

  it("shows a corrected day with the client's reason and the agency's comment — R:TS-PUBLIC-CORRECTED", () => {
    render(<WeekView week={WEEK} />);
    expect(screen.getByRole("rowheader", { name: /^mardi 10\/11/ })).toHaveTextContent("Corrigé par l'agence");
    const notes = row(/^mardi 10\/11/).nextElementSibling as HTMLElement;
    expect(notes).toHaveTextContent("Votre contestation du mardi 10/11 : « Arrivé à 9 h, pas à 8 h »");
    expect(notes).toHaveTextContent(
      "Commentaire de l'agence pour le mardi 10/11 : « Arrivée à 9 h d'après le chef de chantier : 7 h retenues »",
    );
  });

  it("says the night hours under a day's hours and after the week's split, and none for a week of days — R:TS-NIGHT-SHOWN", () => {
    // four nights 21:00 → 05:00 less 30 minutes: 7,5 h each, all at night (docs/rules/timesheets.md#night-hours)
    const night = (date: string): Day => ({
      ...worked(date),
      start_time: "21:00:00",
      end_time: "05:00:00",
      break_minutes: 30,
      worked_hours: 7.5,
      night_hours: 7.5,
    });
    render(
      <WeekView
        week={{
          ...WEEK,
          days: [night("2026-11-09"), night("2026-11-10"), night("2026-11-12"), night("2026-11-13")],
          corrected_days: [],
          total_hours: 30,
          hours_normal: 30,
          night_hours: 30,
        }}
      />,
    );
    expect(row(/^lundi 09\/11/)).toHaveTextContent("21 h 00 – 05 h 00");
    expect(within(row(/^lundi 09\/11/)).getByText("dont 7 h 30 de nuit")).toBeInTheDocument();
    expect(screen.getAllByText("dont 7 h 30 de nuit")).toHaveLength(4);
    expect(
      screen.getByText("dont 30 h normales, 0 h majorées à 25 %, 0 h majorées à 50 % ; dont 30 h de nuit"),
    ).toBeInTheDocument();
    // a week of days says nothing of the night
    cleanup();
    render(<WeekView week={WEEK} />);
    expect(screen.queryByText(/de nuit/)).toBeNull();
    expect(screen.getByText("dont 28 h normales, 0 h majorées à 25 %, 0 h majorées à 50 %")).toBeInTheDocument();
  });

  it("keeps a contested day the agency emptied, as not worked", () => {
    render(<WeekView week={WEEK} />);
    const thursday = row(/^jeudi 12\/11/);
    expect(within(thursday).getByText("Non travaillé")).toBeInTheDocument();
    expect(thursday).toHaveTextContent("Corrigé par l'agence");
    expect(thursday.nextElementSibling).toHaveTextContent("Votre contestation du jeudi 12/11 : « Absent ce jour-là »");
    // in date order
    const days = screen.getAllByRole("rowheader").map((h) => /^\p{L}+ \d\d\/\d\d/u.exec(h.textContent ?? "")?.[0]);
    expect(days).toEqual(["lundi 09/11", "mardi 10/11", "mercredi 11/11", "jeudi 12/11", "dimanche 15/11", undefined]);
  });
});
