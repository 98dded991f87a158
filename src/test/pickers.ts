// Typing into the shared French pickers (src/components/date-picker/french-pickers.tsx) as a user
// does: the text ("19/12/2026", "18:00"), then leaving the field, which the picker confirms on
// the next tick.
import { act, fireEvent } from "@testing-library/react";

export const typeInPicker = async (input: HTMLElement, text: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};
