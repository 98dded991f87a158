// Enter submits a form whose visible save button sits outside it (a modal's OK button, a
// card's "Enregistrer"): a form with several text fields and no submit button of its own is
// never submitted by Enter (HTML implicit submission). Put it inside the antd <Form>.
// Enter in a text field saves; Enter in a date picker or a select (Select, AutoComplete, the
// commune search) picks the date or the option and does not: a record half filled must not be
// saved because a date was typed then confirmed (the talent's birth date, a legal form chosen
// with Enter). antd's Select already keeps its Enter, its AutoComplete and DatePicker do not.
import { useEffect, useRef } from "react";

/**
 * The fields whose Enter picks rather than submits: antd's pickers and selects, any combobox,
 * the browser's own date and time inputs, and a field that says so (`data-enter-picks`).
 */
const PICKS_ON_ENTER = [
  ".ant-picker",
  ".ant-select",
  '[role="combobox"]',
  "[data-enter-picks]",
  ...["date", "time", "datetime-local", "month", "week"].map((type) => `input[type="${type}"]`),
].join(", ");

/** Whether Enter, pressed in `target`, chooses a value there (and so must not submit its form). */
export const picksOnEnter = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest(PICKS_ON_ENTER) !== null;

export const SubmitOnEnter = () => {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    // On the document, so after the field's own handlers (React's, on its root) have taken the
    // key: a cancelled keydown is what keeps the browser from submitting the form.
    const keepEnter = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.isComposing || !(event.target instanceof Node)) return;
      if (form.contains(event.target) && picksOnEnter(event.target)) event.preventDefault();
    };
    document.addEventListener("keydown", keepEnter);
    return () => document.removeEventListener("keydown", keepEnter);
  }, []);
  return <button ref={button} type="submit" hidden aria-hidden tabIndex={-1} />;
};
