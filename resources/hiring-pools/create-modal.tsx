// « Nouveau vivier » (the list) and « Enregistrer comme vivier dynamique » (the super-search),
// loaded on demand by their buttons: the pool's fields, saved as a hiring_pool row — static, or
// dynamic with the search's criteria (criteria.ts) — then the pool's page opens. A name already
// taken in the workspace (hiring_pool_workspace_id_name_key) shows its French message under the
// field as in the toast, the modal keeping what was typed.
import { Form, Modal, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Json, Tables, TablesInsert } from "../../src/database.types.ts";
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { useNamedModalForm } from "../../src/components/form/use-named-modal-form.ts";
import { useCloseThenOpen } from "../../src/components/form/use-close-after-save.ts";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { t } from "../../src/i18n/index.ts";
import { HiringPoolFields } from "./form.tsx";
import { toHiringPoolInsert, type HiringPoolFormValues } from "./schema.ts";

export type HiringPoolCreateProps = {
  /** a dynamic pool: the saved search's criteria, and what they say in French */
  dynamic?: { criteria: Json; summary: ReactNode };
};

export const HiringPoolCreateModal = ({ openRequests, dynamic }: LazyModalProps & HiringPoolCreateProps) => {
  const { modalProps, formProps, show, close, onFinish } = useNamedModalForm<
    Tables<"hiring_pool">,
    TablesInsert<"hiring_pool">
  >({
    resource: "hiring_pool",
    action: "create",
    onMutationSuccess: ({ data }) => open(`/talents/hiring-pools/${data.id}/details`),
  });
  const open = useCloseThenOpen(close);
  useOpenOnRequest(openRequests, show);
  const title = t(dynamic ? "resources.hiringPools.saveDynamic.title" : "resources.hiringPools.create.title");
  return (
    <Modal
      {...modalProps}
      // the form renders when the modal opens, not with the page (useModalForm forces it)
      forceRender={false}
      title={title}
      okText={t("resources.hiringPools.create.save")}
      cancelText={t("components.form.cancel")}
      width={560}
      destroyOnHidden
    >
      <Form
        {...formProps}
        name={dynamic ? "hiring-pool-dynamic" : "hiring-pool-create"}
        layout="vertical"
        aria-label={title}
        onFinish={(values: HiringPoolFormValues) =>
          onFinish(toHiringPoolInsert(values, dynamic?.criteria)).catch(() => undefined)
        }
      >
        {dynamic ? (
          <>
            <Typography.Paragraph type="secondary">{t("resources.hiringPools.saveDynamic.hint")}</Typography.Paragraph>
            {dynamic.summary}
          </>
        ) : (
          <Typography.Paragraph type="secondary">
            {t("resources.hiringPools.create.dynamicHint")}{" "}
            <Link to="/talents/super-search">{t("resources.hiringPools.create.dynamicLink")}</Link>
          </Typography.Paragraph>
        )}
        <HiringPoolFields />
        <SubmitOnEnter />
      </Form>
    </Modal>
  );
};
