// Refine's useForm / useModalForm `onFinish` rejects when the database refuses the save (a
// duplicate SIREN's 409, a check's 400): its errorNotification has already told the user, in
// French, and the form keeps its values for another try. antd's Form does not await what its
// onFinish returns, so a rejection left there was « Uncaught (in promise) » in the console.
// `.catch(refusedSave)` ends a refused save there; anything else (a bug) is still thrown.
import type { HttpError } from "@refinedev/core";

const isHttpError = (error: unknown): error is HttpError =>
  typeof error === "object" && error !== null && typeof (error as { statusCode?: unknown }).statusCode === "number";

export const refusedSave = (error: unknown): undefined => {
  if (isHttpError(error)) return undefined;
  throw error;
};
