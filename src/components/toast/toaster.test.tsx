// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notificationProvider } from "../../../providers/notification-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { Toaster } from "./toaster.tsx";
import { clearToasts, toast } from "../../lib/toast/toast-store.ts";

const show = (input: Parameters<typeof toast>[0]) => act(() => void toast(input));
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    // the store is a module: a test file run before this one in the worker may have left toasts
    clearToasts();
    renderInApp(<Toaster />);
  });
  afterEach(() => {
    act(() => clearToasts());
    cleanup();
    vi.useRealTimers();
  });

  it.each([
    ["success", "status", "Succès !", "Opération réussie.", "check"],
    ["error", "alert", "Oops !", "Une erreur est survenue.", "remove"],
    ["danger", "alert", "Attention !", "Cette action est sensible : vérifiez avant de continuer.", "remove"],
  ] as const)("shows a %s toast with its defaults", (type, role, title, description, icon) => {
    show({ type });
    const item = screen.getByRole(role);
    expect(item).toHaveTextContent(title);
    expect(item).toHaveTextContent(description);
    expect(item.querySelector(`[data-icon="${icon}"]`)).not.toBeNull();
  });

  it("splits the description on line breaks — R:UI-TOAST-TYPES", () => {
    show({ type: "error", description: "Première ligne\nDeuxième ligne" });
    const paragraphs = within(screen.getByRole("alert")).getAllByText(/ligne/);
    expect(paragraphs.map((p) => p.tagName)).toEqual(["P", "P"]);
  });

  it.each([
    ["success", 2500],
    ["error", 5000],
    ["danger", 5000],
  ] as const)("closes a %s toast after %i ms", (type, duration) => {
    show({ type, title: "Titre" });
    advance(duration - 1);
    expect(screen.queryByText("Titre")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Titre")).toBeNull();
  });

  it("pauses while the viewport is hovered and resumes with the time left — R:UI-TOAST-PAUSE", () => {
    show({ type: "success", title: "Pause" });
    advance(2000);
    fireEvent.mouseEnter(screen.getByRole("status").parentElement as HTMLElement);
    advance(10_000);
    expect(screen.queryByText("Pause")).not.toBeNull();
    fireEvent.mouseLeave(screen.getByRole("status").parentElement as HTMLElement);
    advance(499);
    expect(screen.queryByText("Pause")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Pause")).toBeNull();
  });

  it("pauses while focused — R:UI-TOAST-PAUSE", () => {
    show({ type: "success", title: "Focus" });
    act(() => screen.getByRole("status").focus());
    advance(10_000);
    expect(screen.queryByText("Focus")).not.toBeNull();
  });

  it("closes with the close button — R:UI-TOAST-CLOSE", () => {
    show({ type: "success", title: "Fermer moi" });
    fireEvent.click(screen.getByRole("button", { name: "Fermer la notification" }));
    expect(screen.queryByText("Fermer moi")).toBeNull();
  });

  it("closes on Escape — R:UI-TOAST-CLOSE", () => {
    show({ type: "error", title: "Échap" });
    fireEvent.keyDown(screen.getByRole("alert"), { key: "Escape" });
    expect(screen.queryByText("Échap")).toBeNull();
  });

  it.each([
    [40, true],
    [50, true],
    [51, false],
    [120, false],
  ])("swiping right by %i px keeps the toast: %s", (distance, kept) => {
    show({ type: "success", title: "Glisser" });
    const item = screen.getByRole("status");
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 100 + distance });
    fireEvent.pointerUp(item, { clientX: 100 + distance });
    expect(screen.queryByText("Glisser") !== null).toBe(kept);
  });

  it("moves the focus to the viewport on F8 — R:UI-TOAST-F8", () => {
    show({ type: "success" });
    fireEvent.keyDown(document, { key: "F8" });
    expect(document.activeElement).toBe(
      screen.getByRole("region", { name: "Notifications (F8)" }).querySelector(".toast-viewport"),
    );
  });

  it("runs the action and closes — R:UI-TOAST-TYPES", () => {
    const trigger = vi.fn();
    show({
      type: "success",
      title: "Supprimé",
      action: { btnText: "Annuler", altText: "Annuler la suppression", trigger },
    });
    fireEvent.click(screen.getByRole("button", { name: "Annuler la suppression" }));
    expect(trigger).toHaveBeenCalledOnce();
    expect(screen.queryByText("Supprimé")).toBeNull();
  });

  it("shows Refine's notifications and replaces one opened again with the same key", () => {
    act(() => notificationProvider.open({ key: "save", type: "success", message: "Enregistré", description: "1/2" }));
    act(() => notificationProvider.open({ key: "save", type: "success", message: "Enregistré", description: "2/2" }));
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("2/2");
    act(() => notificationProvider.close("save"));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("offers to undo an undoable mutation", () => {
    const cancelMutation = vi.fn();
    act(() =>
      notificationProvider.open({
        key: "undo",
        type: "progress",
        message: "Suppression",
        undoableTimeout: 5,
        cancelMutation,
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Vous avez 5 secondes pour annuler");
    fireEvent.click(screen.getByRole("button", { name: "Annuler l'opération en cours" }));
    expect(cancelMutation).toHaveBeenCalledOnce();
  });
});
