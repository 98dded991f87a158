// antd selects in component tests: open one (mouse down on its combobox) and read the titles of
// its own dropdown's options (each select's dropdown is a portal of its own).
import { fireEvent, waitFor } from "@testing-library/react";

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
