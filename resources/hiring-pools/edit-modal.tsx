// « Modifier » on a pool's page, for the roles that may update it (RLS has the last word: an
// 'own' right edits the pools its holder or their managees own): name, description, visibility,
// owner. The type stays: a dynamic pool's criteria are a saved search. A refused save keeps what
// was typed, the database's French message in the toast (a name taken: under the field too).
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Button, Form, Modal } from "antd";
import type { TablesUpdate } from "../../src/database.types.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/components/form/notifications.ts";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { useCloseAfterSave } from "../../src/components/form/use-close-after-save.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { HiringPoolFields } from "./form.tsx";
import { toHiringPoolUpdate } from "./schema.ts";
import { HIRING_POOL_EDIT_SELECT } from "./select.ts";
import type { HiringPoolEditRow } from "./types.ts";

// PostgreSQL's unique violation: the name is the pool's only unique column
const UNIQUE_VIOLATION = "23505";

export const HiringPoolEditButton = ({ poolId, onSaved }: { poolId: string; onSaved: () => void }) => {
  const { modalProps, formProps, form, show, close, onFinish } = useModalForm<
    HiringPoolEditRow,
    HttpError,
    TablesUpdate<"hiring_pool">
  >({
    resource: "hiring_pool",
    action: "edit",
    id: poolId,
    redirect: false,
    warnWhenUnsavedChanges: true,
    meta: { select: HIRING_POOL_EDIT_SELECT },
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: onSaved,
    onMutationError: (error) => {
      if (error?.code === UNIQUE_VIOLATION)
        form.setFields([{ name: "name", errors: [errorMessage(error) ?? t("toasts.errorDescription")] }]);
    },
  });
  const closeAfterSave = useCloseAfterSave(close);
  const title = t("resources.hiringPools.edit.title");
  return (
    <>
      {/* the id again: closing the modal forgets it (useModalForm), and an edit opens only with one */}
      <Button onClick={() => show(poolId)}>{t("resources.hiringPools.edit.action")}</Button>
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
          name="hiring-pool-edit"
          layout="vertical"
          aria-label={title}
          onFinish={(values) => onFinish(toHiringPoolUpdate(values)).then(closeAfterSave, () => undefined)}
        >
          <HiringPoolFields />
          <SubmitOnEnter />
        </Form>
      </Modal>
    </>
  );
};
