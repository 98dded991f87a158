// /talents/deep-research/request-access (docs/rules/talents-documents.md#feature-access): where the
// deep-research guard sends a member without access. It says what the deep research is, then the
// member's situation: the access (open the search), the request waiting (its date), refused (its
// reason, « Redemander ») or withdrawn, or the form asking with a reason of 10 to 1 000
// characters. A decision shows at once (the notification it sends, in realtime). A refused save
// keeps what was typed and shows the database's French message.
import { useSubscription } from "@refinedev/core";
import { Alert, Button, Form, Input, Space, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import {
  useAskFeature,
  useHasFeature,
  useMyLatestRequest,
} from "../../components/feature-access/use-feature-access.ts";
import { PageLoading } from "../../components/page-loading.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { toast } from "../../lib/toast/toast-store.ts";
import { t } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import {
  accessState,
  DEEP_RESEARCH_FEATURE,
  REASON_MAX,
  reasonSchema,
  type AccessRequest,
  type ReasonValues,
} from "../../lib/feature-access/feature-access.ts";
import { zodRule } from "../../lib/forms/zod-rule.ts";
import { useCurrentUser } from "../../session/use-current-user.ts";

const DEEP_RESEARCH_PATH = "/talents/deep-research";

const ReasonForm = ({ onAsked }: { onAsked: () => void }) => {
  const [form] = Form.useForm<ReasonValues>();
  const { ask, isPending } = useAskFeature();
  const submit = async ({ reason }: ReasonValues) => {
    try {
      await ask(DEEP_RESEARCH_FEATURE, reason.trim());
      toast({ type: "success", description: t("featureAccess.request.sent") });
      onAsked();
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} aria-label={t("featureAccess.request.submit")}>
      <Form.Item
        name="reason"
        label={t("featureAccess.request.reason")}
        extra={t("featureAccess.request.reasonHelp")}
        rules={[zodRule(reasonSchema, "reason")]}
        validateTrigger="onBlur"
      >
        <Input.TextArea rows={4} maxLength={REASON_MAX} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isPending}>
        {t("featureAccess.request.submit")}
      </Button>
    </Form>
  );
};

const asked = (request: AccessRequest) => formatDate(request.created_at);

export const RequestAccessPage = () => {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [askingAgain, setAskingAgain] = useState(false);
  const access = useHasFeature(DEEP_RESEARCH_FEATURE);
  const mine = useMyLatestRequest(DEEP_RESEARCH_FEATURE, user?.teamMember?.id ?? null);
  const state = accessState(access.data === true, mine.latest);
  // a decision reaches the member as a notification (realtime): the page shows it at once
  useSubscription({
    channel: "resources/notification",
    types: ["created"],
    onLiveEvent: () => {
      void access.refetch();
      void mine.refetch();
    },
  });

  const afterAsk = () => {
    setAskingAgain(false);
    void mine.refetch();
  };

  const body = () => {
    if (access.isLoading || mine.isLoading) return <PageLoading />;
    if (access.isError || mine.isError)
      return <Alert type="error" showIcon message={t("featureAccess.request.loadError")} />;
    switch (state.kind) {
      case "granted":
        return (
          <Alert
            type="success"
            showIcon
            message={t("featureAccess.request.grantedTitle")}
            description={
              <>
                <Typography.Paragraph>{t("featureAccess.request.granted")}</Typography.Paragraph>
                <Button type="primary" onClick={() => navigate(DEEP_RESEARCH_PATH)}>
                  {t("featureAccess.request.open")}
                </Button>
              </>
            }
          />
        );
      case "pending":
        return (
          <Alert
            type="info"
            showIcon
            message={t("featureAccess.request.pendingTitle")}
            description={
              <>
                <Typography.Paragraph>
                  {t("featureAccess.request.pending", { date: asked(state.request) })}
                </Typography.Paragraph>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t("featureAccess.request.yourReason", { reason: state.request.reason })}
                </Typography.Paragraph>
              </>
            }
          />
        );
      case "refused":
        return askingAgain ? (
          <ReasonForm onAsked={afterAsk} />
        ) : (
          <Alert
            type="warning"
            showIcon
            message={t("featureAccess.request.refusedTitle")}
            description={
              <>
                <Typography.Paragraph>
                  {t("featureAccess.request.refused", {
                    date: asked(state.request),
                    decided: formatDate(state.request.decided_at),
                  })}
                </Typography.Paragraph>
                <Typography.Paragraph>
                  {t("featureAccess.request.comment", { comment: state.request.decision_comment ?? "" })}
                </Typography.Paragraph>
                <Button onClick={() => setAskingAgain(true)}>{t("featureAccess.request.askAgain")}</Button>
              </>
            }
          />
        );
      case "revoked":
        return (
          <Space direction="vertical" size="large" style={{ width: "100%" }}>
            <Alert
              type="warning"
              showIcon
              message={t("featureAccess.request.revokedTitle")}
              description={t("featureAccess.request.revoked")}
            />
            <ReasonForm onAsked={afterAsk} />
          </Space>
        );
      case "none":
        return <ReasonForm onAsked={afterAsk} />;
    }
  };

  return (
    <Space direction="vertical" size="large" style={{ width: "100%", maxWidth: 760 }}>
      <PageTitle>{t("routes.deepResearchRequestAccess")}</PageTitle>
      <div>
        <Typography.Paragraph>{t("featureAccess.request.intro")}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t("featureAccess.request.why")}</Typography.Paragraph>
      </div>
      {body()}
    </Space>
  );
};
