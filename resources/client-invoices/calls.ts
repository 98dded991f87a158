// The client-invoice functions of 17_billing.sql as the screens call them: one database function
// per action, its success toast, and its refusal toasted with the database's French message
// unchanged; the caller learns whether it went through (a modal closes only then, keeping its
// values otherwise). Documents are the server's (document-job.ts).
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { dbErrorNotification } from "../../src/components/form/notifications.ts";

export type InvoiceFunction =
  | "regenerate_client_invoice"
  | "add_client_invoice_line"
  | "remove_client_invoice_line"
  | "cancel_client_invoice"
  | "issue_client_invoice"
  | "issue_client_invoices"
  | "send_client_invoice"
  | "record_client_invoice_payment"
  | "credit_client_invoice"
  | "prepare_client_invoices"
  | "retry_document_job";

export const useInvoiceCall = () => {
  const { mutateAsync, mutation } = useCustomMutation();
  const call = async <T = unknown>(
    name: InvoiceFunction,
    values: Record<string, unknown>,
    success: string | ((data: unknown) => string),
  ): Promise<{ ok: true; data: T } | { ok: false }> => {
    try {
      const { data } = await mutateAsync({
        url: `rpc/${name}`,
        method: "post",
        values,
        successNotification: (response) => ({
          type: "success",
          message: typeof success === "string" ? success : success(response?.data),
        }),
        errorNotification: dbErrorNotification,
      });
      return { ok: true, data: data as T };
    } catch {
      return { ok: false };
    }
  };
  return { call, busy: mutation.isPending };
};

/** Reads the invoice, its lines, payments, credit notes and history again after an action. */
export const useReloadInvoice = () => {
  const invalidate = useInvalidate();
  return () =>
    Promise.all(
      [
        "client_invoice",
        "client_invoice_line",
        "client_invoice_payment",
        "status_history",
        "document_job",
        "client_invoice_platform_event",
      ].map((resource) => invalidate({ resource, invalidates: ["all"] })),
    );
};
