// @vitest-environment happy-dom
import "../../test/dom-polyfills.ts";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Activity, lazy, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyModalButton, type LazyModalProps } from "./lazy-modal-button.tsx";
import { useOpenOnRequest } from "./use-open-on-request.ts";

/** A modal that counts its openings, as useModalForm's show would open it. */
const FakeModal = ({ openRequests, who }: LazyModalProps & { who: string }) => {
  const [opened, setOpened] = useState(0);
  useOpenOnRequest(openRequests, () => setOpened((n) => n + 1));
  return <p role="dialog">{`${who} ouvert ${opened} fois`}</p>;
};

const setup = () => {
  const load = vi.fn(async () => ({ FakeModal }));
  const Modal = lazy(() => load().then((m) => ({ default: m.FakeModal })));
  render(
    <LazyModalButton type="primary" modal={Modal} modalProps={{ who: "contact" }} preload={load}>
      Nouveau contact
    </LazyModalButton>,
  );
  return { load, button: screen.getByRole("button", { name: "Nouveau contact" }) };
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("LazyModalButton", () => {
  it("renders no modal before the first click, then opens it once per click", async () => {
    const { button } = setup();
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText("contact ouvert 1 fois")).toBeTruthy();
    fireEvent.click(button);
    expect(await screen.findByText("contact ouvert 2 fois")).toBeTruthy();
  });

  it("does not reopen the modal when its kept-alive page is shown again", async () => {
    const Modal = lazy(async () => ({ default: FakeModal }));
    const Page = ({ mode }: { mode: "visible" | "hidden" }) => (
      <Activity mode={mode}>
        <LazyModalButton modal={Modal} modalProps={{ who: "mission" }} preload={async () => undefined}>
          Nouvelle mission
        </LazyModalButton>
      </Activity>
    );
    const view = render(<Page mode="visible" />);
    fireEvent.click(screen.getByRole("button", { name: "Nouvelle mission" }));
    expect(await screen.findByText("mission ouvert 1 fois")).toBeTruthy();
    view.rerender(<Page mode="hidden" />);
    view.rerender(<Page mode="visible" />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText("mission ouvert 1 fois")).toBeTruthy();
  });

  it("fetches the modal's code when the pointer or the focus reaches the button", () => {
    const { load, button } = setup();
    expect(load).not.toHaveBeenCalled();
    fireEvent.focus(button);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches it once the browser is idle", async () => {
    vi.useFakeTimers();
    const { load } = setup();
    expect(load).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(3_500));
    expect(load).toHaveBeenCalled();
  });
});
