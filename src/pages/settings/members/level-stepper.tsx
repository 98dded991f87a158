// Management level one step up or down, between 1 and 4; out-of-range steps explain why.
import { MinusOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Space, Typography } from "antd";
import { toast } from "../../../lib/toast/toast-store.ts";
import { t } from "../../../i18n/index.ts";
import { stepManagementLevel } from "../../../lib/team/management-level.ts";

type Props = { level: number; name: string; editable: boolean; onChange: (level: number) => Promise<void> };

export const LevelStepper = ({ level, name, editable, onChange }: Props) => {
  const step = (direction: "up" | "down") => {
    const next = stepManagementLevel(level, direction);
    if (!next.ok) toast({ type: "error", description: t(next.error) });
    else void onChange(next.level);
  };
  return (
    <Space>
      {editable ? (
        <Button
          size="small"
          icon={<MinusOutlined aria-hidden />}
          aria-label={`${t("settings.members.levelDown")} — ${name}`}
          onClick={() => step("down")}
        />
      ) : null}
      <Typography.Text strong aria-label={`${t("settings.members.level")} — ${name}`}>
        {level}
      </Typography.Text>
      {editable ? (
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          aria-label={`${t("settings.members.levelUp")} — ${name}`}
          onClick={() => step("up")}
        />
      ) : null}
    </Space>
  );
};
