// « Ajouter à un vivier » (the talents list's selection, the super-search's, a mission's
// applicants): choose an active static pool — searched on the server by name — and the talents
// are added in one call to public.bulk_add_to_hiring_pool (over add_talents_to_hiring_pool:
// idempotent, the talents already in the pool do not count, anonymised ones are left out), its
// toast's « Annuler » taking back the talents it added (issue #49); or name a new one, created with them in
// one call too (public.add_talents_to_new_hiring_pool, the creator its owner). A refusal keeps
// the choice, the database's French message in the toast.
import { useSelect } from "@refinedev/antd";
import { useInvalidate } from "@refinedev/core";
import { Form, Input, Modal, Select, Typography } from "antd";
import { useRpcMutation } from "../../providers/rpc.ts";
import { useBulkUndoToast } from "../../src/components/undo/use-undo.ts";
import { SubmitOnEnter } from "../../src/components/form/submit-on-enter.tsx";
import { toast } from "../../src/lib/toast/toast-store.ts";
import { t } from "../../src/i18n/index.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { addedOf, addToPoolSchema, poolChoiceRule, type AddToPoolValues } from "./add-to-pool.utils.ts";
import { HIRING_POOL_PICK_SELECT } from "./select.ts";
import type { HiringPoolRef } from "./types.ts";

const a = (key: keyof typeof import("./i18n.fr.ts").hiringPoolsFr.add, vars?: Record<string, string | number>) =>
  t(`resources.hiringPools.add.${key}`, vars);

/** The pools a talent may be added to: static and active (the function refuses the others). */
const useStaticPools = () =>
  useSelect<HiringPoolRef>({
    liveMode: "off",
    resource: "hiring_pool",
    optionLabel: "name",
    optionValue: "id",
    filters: [
      { field: "is_dynamic", operator: "eq", value: false },
      { field: "status", operator: "eq", value: "active" },
    ],
    sorters: [{ field: "name", order: "asc" }],
    onSearch: (value) => [{ field: "name", operator: "contains", value: value.trim() }],
    pagination: { pageSize: 50, mode: "server" },
    meta: { select: HIRING_POOL_PICK_SELECT },
  });

export const AddToPoolModal = ({
  talentIds,
  onClose,
  onAdded,
}: {
  talentIds: readonly string[];
  /** the modal is mounted open, and unmounted once closed (its choice forgotten) */
  onClose: () => void;
  onAdded?: (count: number) => void;
}) => {
  const [form] = Form.useForm<AddToPoolValues>();
  const pools = useStaticPools();
  const { mutateAsync: call, isPending } = useRpcMutation();
  const undoToast = useBulkUndoToast();
  const invalidate = useInvalidate();
  const noPool = !pools.query.isLoading && (pools.query.data?.data.length ?? 0) === 0;

  const save = async (values: AddToPoolValues) => {
    const parsed = addToPoolSchema.parse(values);
    const chosen = pools.query.data?.data.find((p) => p.id === parsed.pool_id);
    const quiet = { successNotification: false } as const;
    const answer = parsed.new_name
      ? // a new pool: created with its talents in one transaction
        await call("add_talents_to_new_hiring_pool", { p_name: parsed.new_name, p_talent_ids: talentIds }, quiet)
      : chosen
        ? await call("bulk_add_to_hiring_pool", { p_pool_id: chosen.id, p_talent_ids: [...talentIds] }, quiet)
        : undefined;
    if (answer === undefined) return;
    let count: number;
    if (!parsed.new_name && chosen) {
      // an existing pool: the toast's « Annuler » takes back the talents this call added
      const change = answer as { change: string; count: number };
      count = change.count;
      undoToast("talent_hiring_pool", change, {
        title: t("toasts.successTitle"),
        description: a("done", { name: chosen.name, count }),
      });
    } else {
      const added = addedOf(answer, chosen);
      count = added.count;
      toast({ type: "success", description: a("done", { name: added.name, count }) });
    }
    void invalidate({ resource: "hiring_pool", invalidates: ["list", "many"] });
    void invalidate({ resource: "talent", invalidates: ["list"] });
    onAdded?.(count);
    onClose();
  };

  const title = a("title", { count: talentIds.length });
  return (
    <Modal
      open
      title={title}
      okText={a("save")}
      cancelText={t("components.form.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isPending}
      okButtonProps={{ disabled: talentIds.length === 0 }}
      width={520}
      destroyOnHidden
    >
      <Form<AddToPoolValues>
        form={form}
        name="add-to-pool"
        layout="vertical"
        aria-label={title}
        // a refused save keeps the choice (the toast says why)
        onFinish={(values) => save(values).catch(() => undefined)}
      >
        {noPool ? <Typography.Paragraph type="secondary">{a("noPool")}</Typography.Paragraph> : null}
        <Form.Item name="pool_id" label={a("pool")} dependencies={["new_name"]} rules={[poolChoiceRule]}>
          <Select
            {...pools.selectProps}
            allowClear
            showSearch
            placeholder={a("poolPlaceholder")}
            onChange={(value) => {
              form.setFieldValue("pool_id", value);
              if (value) form.setFieldValue("new_name", undefined);
            }}
          />
        </Form.Item>
        <Form.Item name="new_name" label={a("newPool")} rules={[zodRule(addToPoolSchema, "new_name")]}>
          <Input
            maxLength={120}
            autoComplete="off"
            placeholder={a("newPoolName")}
            onChange={(event) => {
              if (event.target.value) form.setFieldValue("pool_id", undefined);
            }}
          />
        </Form.Item>
        <SubmitOnEnter />
      </Form>
    </Modal>
  );
};
