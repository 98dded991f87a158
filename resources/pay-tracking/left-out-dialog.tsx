// The controlled pays a payroll export left out (public.export_pay_period's `left_out`): each
// talent with the database's French reason, a link to the pay to recompute it. Shown until read.
import { Button, List, Modal, Typography } from "antd";
import { Link } from "react-router";
import { t } from "../../src/i18n/index.ts";
import type { LeftOutPay } from "./payroll-export.ts";

const e = (key: keyof typeof import("./i18n.fr.ts").payTrackingFr.export, vars?: Record<string, string | number>) =>
  t(`resources.payTracking.export.${key}`, vars);

export const LeftOutDialog = ({ pays, onClose }: { pays: readonly LeftOutPay[]; onClose: () => void }) => (
  <Modal
    open={pays.length > 0}
    title={e("leftOutTitle", { count: pays.length })}
    onCancel={onClose}
    footer={
      <Button type="primary" onClick={onClose}>
        {e("leftOutClose")}
      </Button>
    }
    destroyOnHidden
  >
    <Typography.Paragraph>{e("leftOutText")}</Typography.Paragraph>
    <List
      size="small"
      dataSource={[...pays]}
      rowKey="pay_tracking_id"
      renderItem={(pay) => (
        <List.Item>
          <List.Item.Meta
            title={<Link to={`/pay-tracking/${pay.pay_tracking_id}`}>{pay.talent_name}</Link>}
            description={pay.reason}
          />
        </List.Item>
      )}
    />
  </Modal>
);
