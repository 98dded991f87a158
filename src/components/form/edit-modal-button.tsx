// « Modifier » on a record's page that edits it in a modal (a company group, a hiring pool): the
// button, the modal and its form around the resource's fields, the values mapped to the row's
// update before the save; RLS has the last word. A refused save keeps what was typed, the
// database's French message in the toast (a name taken: under the field too, useNamedModalForm).
import type { BaseRecord } from "@refinedev/core";
import { Button, Form, Modal } from "antd";
import type { ReactNode } from "react";
import { t } from "../../i18n/index.ts";
import { SubmitOnEnter } from "./submit-on-enter.tsx";
import { useCloseAfterSave } from "./use-close-after-save.ts";
import { useNamedModalForm } from "./use-named-modal-form.ts";

export function EditModalButton<TRow extends BaseRecord, TVariables extends object>({
  resource,
  id,
  select,
  formName,
  action,
  title,
  toUpdate,
  onSaved,
  children,
}: {
  resource: string;
  id: string;
  /** the edit read's select (the form's fields) */
  select: string;
  /** the form's name: its fields' id prefix */
  formName: string;
  /** the button's text and the modal's title, from the resource's catalog */
  action: string;
  title: string;
  /** the form's values as the update sends them (checked, normalised) */
  toUpdate: (values: TVariables) => TVariables;
  onSaved: () => void;
  /** the form's items */
  children: ReactNode;
}) {
  const { modalProps, formProps, show, close, onFinish } = useNamedModalForm<TRow, TVariables>({
    resource,
    action: "edit",
    id,
    meta: { select },
    onMutationSuccess: onSaved,
  });
  const closeAfterSave = useCloseAfterSave(close);
  return (
    <>
      {/* the id again: closing the modal forgets it (useModalForm), and an edit opens only with one */}
      <Button onClick={() => show(id)}>{action}</Button>
      <Modal
        {...modalProps}
        forceRender={false}
        title={title}
        okText={t("components.form.save")}
        cancelText={t("components.form.cancel")}
        width={560}
        destroyOnHidden
      >
        <Form
          {...formProps}
          name={formName}
          layout="vertical"
          aria-label={title}
          onFinish={(values) => onFinish(toUpdate(values)).then(closeAfterSave, () => undefined)}
        >
          {children}
          <SubmitOnEnter />
        </Form>
      </Modal>
    </>
  );
}
