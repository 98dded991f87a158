// Shared assertions for the parser tests.

import { expect } from "vitest";
import { ApiError } from "../ast";

export type ExpectedError = { status?: number; code?: string; message: string; details?: string | null };

/** Runs `fn` and checks it throws an ApiError with the given fields. */
export function expectApiError(fn: () => unknown, expected: ExpectedError): void {
  let thrown: unknown;
  try {
    fn();
  } catch (e) {
    thrown = e;
  }
  expect(thrown, "expected an ApiError").toBeInstanceOf(ApiError);
  const e = thrown as ApiError;
  expect({ status: e.status, code: e.code, message: e.message, details: e.details }).toEqual({
    status: expected.status ?? 400,
    code: expected.code ?? "PGRST100",
    message: expected.message,
    ...(expected.details !== undefined ? { details: expected.details } : { details: e.details }),
  });
}

/** Shorthand for a field without json path. */
export const f = (name: string) => ({ name, jsonPath: [] });
