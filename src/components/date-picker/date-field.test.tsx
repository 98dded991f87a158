// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DisabledDate } from "../../lib/dates/date-picker-rules.ts";
import { dayjs, type Dayjs } from "../../lib/dates/dayjs.ts";
import { renderInApp } from "../../test/render.tsx";
import { DateField } from "./date-field.tsx";
import { DateRangeField } from "./date-range-field.tsx";

const weekends: DisabledDate = (day) => day.day() === 0 || day.day() === 6;

const Harness = ({
  initial,
  required,
  disabledDate,
  onChange,
}: {
  initial: string | null;
  required?: boolean;
  disabledDate?: DisabledDate;
  onChange: (v: Dayjs | null) => void;
}) => {
  const [value, setValue] = useState<Dayjs | null>(initial ? dayjs(initial) : null);
  return (
    <DateField
      label="Date de début"
      value={value}
      required={required}
      disabledDate={disabledDate}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

const field = () => screen.getByRole("textbox", { name: "Date de début" });
const type = (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.blur(field());
};

describe("DateField", () => {
  afterEach(cleanup);

  it("accepts a typed French date", () => {
    const onChange = vi.fn();
    renderInApp(<Harness initial={null} onChange={onChange} />);
    type("14/07/2026");
    expect(onChange.mock.calls[0][0].format("YYYY-MM-DD")).toBe("2026-07-14");
    expect(field()).toHaveValue("14/07/2026");
  });

  it.each([
    [true, "02/03/2026", 0],
    [false, "", 1],
  ])("required=%s: clearing shows %j", (required, shown, calls) => {
    const onChange = vi.fn();
    renderInApp(<Harness initial="2026-03-02" required={required} onChange={onChange} />);
    type("");
    expect(field()).toHaveValue(shown);
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  it("rejects a disabled date with a French message", () => {
    const onChange = vi.fn();
    renderInApp(<Harness initial={null} disabledDate={weekends} onChange={onChange} />);
    type("18/07/2026");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Cette date n'est pas disponible.");
    expect(field()).toHaveAttribute("aria-invalid", "true");
  });

  it("rejects an impossible date", () => {
    renderInApp(<Harness initial={null} onChange={vi.fn()} />);
    type("31/02/2026");
    expect(screen.getByRole("alert")).toHaveTextContent("Date invalide");
  });

  it("rejects text over 1000 characters and keeps what was there", () => {
    renderInApp(<Harness initial="2026-03-02" onChange={vi.fn()} />);
    fireEvent.change(field(), { target: { value: "1".repeat(1001) } });
    expect(screen.getByRole("alert")).toHaveTextContent("1000 caractères au maximum");
    expect(field()).toHaveValue("02/03/2026");
  });

  it("shows the month as 6 weeks of 7 days and picks a day", () => {
    const onChange = vi.fn();
    renderInApp(<Harness initial="2026-02-10" disabledDate={weekends} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Ouvrir le calendrier — Date de début" }));
    const grid = screen.getByRole("grid", { name: "février 2026" });
    expect(within(grid).getAllByRole("row")).toHaveLength(7);
    expect(within(grid).getAllByRole("gridcell")).toHaveLength(42);
    expect(within(grid).getByRole("button", { name: "samedi 14 février 2026" })).toBeDisabled();
    act(() => fireEvent.click(within(grid).getByRole("button", { name: "jeudi 12 février 2026" })));
    expect(onChange.mock.calls[0][0].format("YYYY-MM-DD")).toBe("2026-02-12");
  });
});

describe("DateRangeField", () => {
  afterEach(cleanup);

  it("reorders a range entered backwards", () => {
    const onChange = vi.fn();
    renderInApp(<DateRangeField label="Période" value={[dayjs("2026-05-20"), null]} onChange={onChange} />);
    const end = screen.getByRole("textbox", { name: "Période — Fin" });
    fireEvent.change(end, { target: { value: "04/05/2026" } });
    fireEvent.blur(end);
    const [start, finish] = onChange.mock.calls[0][0] as [Dayjs, Dayjs];
    expect([start.format("YYYY-MM-DD"), finish.format("YYYY-MM-DD")]).toEqual(["2026-05-04", "2026-05-20"]);
  });
});
