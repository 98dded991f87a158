// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { expect, it } from "vitest";
import { useHeldKey } from "./use-held-key.ts";

it("keeps the key while held and follows the record again once released", () => {
  const { result, rerender } = renderHook(({ live, held }) => useHeldKey(live, held), {
    initialProps: { live: "v1", held: false },
  });
  expect(result.current).toBe("v1");
  rerender({ live: "v2", held: true });
  expect(result.current).toBe("v1");
  rerender({ live: "v3", held: true });
  expect(result.current).toBe("v1");
  rerender({ live: "v3", held: false });
  expect(result.current).toBe("v3");
});
