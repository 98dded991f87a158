// The frame of the detail's action dialogs: a form in a modal whose OK button submits it; the
// modal stays open, its values kept, until the action has gone through (the caller closes it:
// it is mounted only while open, so that each opening starts afresh).
import { Form, Modal, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { t } from "../../src/i18n/index.ts";

export const InvoiceModal = <Values extends object>({
  open,
  title,
  okText,
  busy,
  form,
  initialValues,
  onFinish,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  okText: string;
  busy: boolean;
  form: FormInstance<Values>;
  initialValues?: Partial<Values>;
  onFinish: (values: Values) => void;
  onClose: () => void;
  children: ReactNode;
}) => (
  <Modal
    open={open}
    title={title}
    okText={okText}
    cancelText={t("components.form.cancel")}
    okButtonProps={{ loading: busy }}
    onOk={() => form.submit()}
    onCancel={onClose}
    destroyOnHidden
  >
    <Form<Values> form={form} layout="vertical" aria-label={title} initialValues={initialValues} onFinish={onFinish}>
      {children}
      <SubmitOnEnter />
    </Form>
  </Modal>
);
