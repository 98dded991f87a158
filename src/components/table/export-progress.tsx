// The export's progress dialog, loaded with the first export (antd's Progress is not part of
// a list's first screen): the share fetched so far, and a cancel button.
import { Modal, Progress } from "antd";
import { t } from "../../i18n/index.ts";

export const ExportProgress = ({ percent, onCancel }: { percent: number; onCancel: () => void }) => (
  <Modal
    open
    title={t("components.export.running")}
    closable={false}
    okButtonProps={{ hidden: true }}
    cancelText={t("components.export.cancel")}
    onCancel={onCancel}
  >
    <Progress percent={percent} aria-label={t("components.export.running")} />
  </Modal>
);
