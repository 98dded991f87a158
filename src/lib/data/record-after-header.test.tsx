// @vitest-environment happy-dom
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRecordAfterHeader } from "./record-from-list.ts";

const RECORD = { id: "co-1", name: "Élan", vat_number: "FR44732829320" };

describe("useRecordAfterHeader", () => {
  it("gives nothing while the list's row stands in for the record", async () => {
    const { result } = renderHook(() =>
      useRecordAfterHeader({ data: { data: RECORD }, isPlaceholderData: true, dataUpdatedAt: 0 }),
    );
    await new Promise((done) => setTimeout(done, 50));
    expect(result.current).toBeNull();
  });

  it("gives a record read with this navigation once the header has painted, not in the first render", async () => {
    const renders: Array<typeof RECORD | null> = [];
    const { result } = renderHook(() => {
      const record = useRecordAfterHeader({
        data: { data: RECORD },
        isPlaceholderData: false,
        dataUpdatedAt: Date.now(),
      });
      renders.push(record);
      return record;
    });
    expect(renders[0]).toBeNull();
    await waitFor(() => expect(result.current).toBe(RECORD));
  });

  it("gives a record read before the navigation (another tab of it) at once", () => {
    const { result } = renderHook(() =>
      useRecordAfterHeader({ data: { data: RECORD }, isPlaceholderData: false, dataUpdatedAt: Date.now() - 5_000 }),
    );
    expect(result.current).toBe(RECORD);
  });
});
