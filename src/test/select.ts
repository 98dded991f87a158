// antd selects in component tests: open one (mouse down on its combobox) and read the titles of
// its own dropdown's options (each select's dropdown is a portal of its own).
import { expect } from "vitest";
import { fireEvent, waitFor, within } from "@testing-library/react";

export const selectOptions = async (combobox: HTMLElement): Promise<string[]> => {
  fireEvent.mouseDown(combobox);
  const listId = combobox.getAttribute("aria-controls");
  let dropdown: Element | null = null;
  await waitFor(() => {
    dropdown = (listId && document.getElementById(listId)?.closest(".ant-select-dropdown")) || null;
    if (!dropdown) throw new Error(`no dropdown for ${listId}`);
  });
  return [...(dropdown as unknown as Element).querySelectorAll(".ant-select-item-option")].map(
    (option) => option.getAttribute("title") ?? "",
  );
};

/** Picks an option of an antd select named `label` inside `container`: opens it, clicks the option. */
export const pickOption = async (container: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(container).getByRole("combobox", { name: label }));
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${option}"]`);
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  fireEvent.click(item);
  await waitFor(() => expect(container.querySelector(`.ant-select-selection-item[title="${option}"]`)).not.toBeNull());
};
