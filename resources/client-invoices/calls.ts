// The client-invoice functions of 17_billing.sql as the screens call them: one database function
// per action, its success toast, and its refusal toasted with the database's French message
// unchanged; the caller learns whether it went through (a modal closes only then, keeping its
// values otherwise). The PDF is the `invoice-documents` edge function's.
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { invokeFunction } from "../../providers/client-calls.ts";
import { dbErrorNotification } from "../../src/components/form/notifications.ts";
import { toast } from "../../src/components/toast/toast-store.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";

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
  | "prepare_client_invoices";

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

/**
 * Produces the PDF of an issued invoice; a failure is a warning, the invoice staying issued (its
 * PDF can be asked again from the detail).
 */
export const produceInvoicePdf = async (invoiceId: string, warnOnly: boolean): Promise<boolean> => {
  try {
    await invokeFunction("invoice-documents", { invoice_id: invoiceId });
    if (!warnOnly) toast({ type: "success", description: t("resources.clientInvoices.actions.pdfDone") });
    return true;
  } catch (error) {
    const message = errorMessage(error) ?? t("toasts.errorDescription");
    toast({
      type: warnOnly ? "danger" : "error",
      description: warnOnly ? t("resources.clientInvoices.actions.pdfFailed", { message }) : message,
    });
    return false;
  }
};

/** Reads the invoice, its lines, payments, credit notes and history again after an action. */
export const useReloadInvoice = () => {
  const invalidate = useInvalidate();
  return () =>
    Promise.all(
      ["client_invoice", "client_invoice_line", "client_invoice_payment", "status_history"].map((resource) =>
        invalidate({ resource, invalidates: ["all"] }),
      ),
    );
};
