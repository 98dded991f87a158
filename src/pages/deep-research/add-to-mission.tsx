// « Ajouter à une mission »: an open mission chosen, the talents join its pipeline through
// public.add_talents_to_pipeline (one call, stage « Nouveau », source « Recherche approfondie »,
// the talents already in it skipped) — for the roles that may create applications.
import { useSelect } from "@refinedev/antd";
import { useCan, useInvalidate } from "@refinedev/core";
import { Button, Form, Modal, Select, type ButtonProps } from "antd";
import { useState } from "react";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { t } from "../../i18n/index.ts";

type MissionOption = { id: string; reference: string; job: { name: string } | null; company: { name: string } | null };

// the statuses in which a mission still recruits (as public.talent_missions reads them)
const RECRUITING = ["open", "sourcing", "presented", "partially_filled"];

export const AddToMissionButton = ({
  talentIds,
  label,
  ...buttonProps
}: Omit<ButtonProps, "onClick" | "children"> & { talentIds: readonly string[]; label?: string }) => {
  const [open, setOpen] = useState(false);
  const { data: canAdd } = useCan({ resource: "application", action: "create" });
  if (!canAdd?.can) return null;
  return (
    <>
      <Button {...buttonProps} disabled={buttonProps.disabled || !talentIds.length} onClick={() => setOpen(true)}>
        {label ?? t("research.results.addToMission")}
      </Button>
      {open ? <AddToMissionModal talentIds={talentIds} onClose={() => setOpen(false)} /> : null}
    </>
  );
};

const AddToMissionModal = ({ talentIds, onClose }: { talentIds: readonly string[]; onClose: () => void }) => {
  const [missionId, setMissionId] = useState<string>();
  const { selectProps, query } = useSelect<MissionOption>({
    resource: "mission",
    filters: [{ field: "status", operator: "in", value: RECRUITING }],
    sorters: [{ field: "created_at", order: "desc" }],
    meta: { select: "id, reference, job:job_id(name), company:company_id(name)" },
    optionValue: "id",
    optionLabel: (m) => [m.reference, m.job?.name, m.company?.name].filter(Boolean).join(" — "),
    onSearch: (value) => [{ field: "reference", operator: "contains", value }],
    pagination: { pageSize: 50, mode: "server" },
    liveMode: "off",
  });
  const invalidate = useInvalidate();
  const { mutate, isPending } = useRpcMutation();
  const add = () => {
    if (!missionId) return;
    mutate(
      "add_talents_to_pipeline",
      { p_mission_id: missionId, p_talent_ids: [...talentIds], p_source: "deep_research" },
      {
        successNotification: () => ({
          type: "success",
          message: t("toasts.successTitle"),
          description: t("research.mission.added", { count: talentIds.length }),
        }),
        onSuccess: () => {
          void invalidate({ resource: "application", invalidates: ["list", "many"] });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      title={t("research.mission.title")}
      okText={t("research.mission.add")}
      okButtonProps={{ disabled: !missionId, loading: isPending }}
      onOk={add}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={t("research.mission.mission")} htmlFor="deep-research-mission">
          <Select<string>
            options={selectProps.options as { value: string; label: string }[] | undefined}
            onSearch={selectProps.onSearch}
            filterOption={false}
            loading={selectProps.loading}
            id="deep-research-mission"
            showSearch
            value={missionId}
            onChange={(value) => setMissionId(value)}
            placeholder={t("research.mission.placeholder")}
            notFoundContent={query.isFetching ? undefined : t("research.mission.none")}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
