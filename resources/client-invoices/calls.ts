// The client-invoice functions of 17_billing.sql as the screens call them: one database function
// per action, its success toast, and its refusal toasted with the database's French message
// unchanged; the caller learns whether it went through (a modal closes only then, keeping its
// values otherwise). Documents are the server's (document-job.ts).
import { useInvalidate } from "@refinedev/core";
import { useRpcMutation, type RpcArgs, type RpcName, type RpcReturns } from "../../providers/rpc.ts";

type RpcNames<F extends RpcName> = F;
/** The billing functions the screens call (each a function of the schema: a typo fails to compile). */
export type InvoiceFunction = RpcNames<
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
  | "retry_document_job"
>;

export const useInvoiceCall = () => {
  const { mutateAsync, isPending } = useRpcMutation();
  const call = async <F extends InvoiceFunction>(
    name: F,
    args: RpcArgs<F>,
    success: string | ((data: RpcReturns<F>) => string),
  ): Promise<{ ok: true; data: RpcReturns<F> } | { ok: false }> => {
    try {
      const data = await mutateAsync(name, args, {
        successNotification:
          typeof success === "string" ? success : (answer) => ({ type: "success", message: success(answer) }),
      });
      return { ok: true, data };
    } catch {
      return { ok: false };
    }
  };
  return { call, busy: isPending };
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
