// Filling a text field in component tests the way a user pastes: one input event for the whole
// text, where typing it sends four per character (keydown, keypress, input, keyup), each
// re-rendering the form around the field — seconds per field on a busy 2-core machine. For the
// tests about what a field does with its text, not about the keys (Enter, a picker's Escape).
import userEvent from "@testing-library/user-event";

type User = Pick<ReturnType<typeof userEvent.setup>, "click" | "paste">;

/** Clicks `input` (its focus, its pointer events as a user's), then pastes `text` into it. */
export const fill = async (input: HTMLElement, text: string, user: User = userEvent): Promise<void> => {
  await user.click(input);
  await user.paste(text);
};
