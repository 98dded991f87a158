// The palette's search field: kbar's KBarSearch, but uncontrolled. KBarSearch renders
// `value={searchQuery}` read through kbar's store subscription, which is notified from a passive
// effect: the field re-renders with the new text only at default priority, a task after the
// keystroke. Meanwhile React puts a controlled input back to its last rendered value right after
// each input event, so a key pressed before that late render lands on the old text and the
// previous character is lost (a fast burst loses several). Here the field owns its text and
// kbar's search follows it on every input. kbar empties the search only when the palette opens
// or a parent action becomes the root (KBarResults), both handled by the effect below.
import { KBAR_LISTBOX, VisualState, getListboxItemId, useKBar } from "@refinedev/kbar";
import { useCallback, useEffect, useRef, type InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue" | "placeholder"> & {
  defaultPlaceholder: string;
};

export const PaletteSearch = ({ defaultPlaceholder, onChange, onKeyDown, ...rest }: Props) => {
  const { query, options, currentRootActionId, rootActionName, parentOfRoot, activeIndex, showing } = useKBar(
    (state) => {
      const root = state.currentRootActionId ? state.actions[state.currentRootActionId] : undefined;
      return {
        currentRootActionId: state.currentRootActionId,
        rootActionName: root?.name,
        parentOfRoot: root?.parent,
        activeIndex: state.activeIndex,
        showing: state.visualState === VisualState.showing,
      };
    },
  );
  const field = useRef<HTMLInputElement | null>(null);
  const setField = useCallback(
    (el: HTMLInputElement | null) => {
      field.current = el;
      if (el) query.inputRefSetter(el);
    },
    [query],
  );

  // A new root (the palette opening, a parent action entered) starts from an empty search.
  useEffect(() => {
    query.setSearch("");
    if (field.current) field.current.value = "";
    query.getInput().focus();
    return () => query.setSearch("");
  }, [currentRootActionId, query]);

  return (
    <input
      {...rest}
      ref={setField}
      // the palette is a dialog whose one purpose is this field (WAI-ARIA combobox in a dialog)
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      autoComplete="off"
      role="combobox"
      spellCheck="false"
      aria-expanded={showing}
      aria-controls={KBAR_LISTBOX}
      aria-activedescendant={getListboxItemId(activeIndex)}
      defaultValue=""
      placeholder={rootActionName ?? defaultPlaceholder}
      onChange={(event) => {
        onChange?.(event);
        query.setSearch(event.target.value);
        options.callbacks?.onQueryChange?.(event.target.value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (currentRootActionId && event.currentTarget.value === "" && event.key === "Backspace")
          query.setCurrentRootAction(parentOfRoot);
      }}
    />
  );
};
