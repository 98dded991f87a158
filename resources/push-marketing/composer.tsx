// The composer (« Nouvelle campagne »), in steps: profiles, contacts, message (a default French
// template with variables, previewed with the first recipient's values), then « Envoyer
// maintenant » or « Programmer » (a date the database accepts: 5 minutes ahead at least, not in
// quiet hours). One save: public.save_push_campaign (the campaign and its recipients); the
// sending is send.ts's, its progress shown here. A failed save keeps what was typed.
import { Alert, Button, DatePicker, Form, Input, Modal, Progress, Radio, Space, Steps, Typography } from "antd";
import { useState } from "react";
import { useRpcMutation } from "../../providers/rpc.ts";
import { toast } from "../../src/lib/toast/toast-store.ts";
import { t, type MessageVars } from "../../src/i18n/index.ts";
import { dayjs, type Dayjs } from "../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { pf } from "./columns.tsx";
import { ContactsStep } from "./contacts-step.tsx";
import { contactValues, fillTemplate, progressPercent, scheduleProblem } from "./push.utils.ts";
import { useMissingResumes, useSendCampaign } from "./send.ts";
import { TalentsStep } from "./talents-step.tsx";
import type { ContactChoice, PushCampaignRow, TalentChoice } from "./types.ts";
import { invokeFunction } from "../../providers/client-calls.ts";

const c = (key: keyof typeof import("./i18n.fr.ts").pushMarketingFr.composer, o?: MessageVars) =>
  t(`resources.pushMarketing.composer.${key}`, o);

export const PushComposer = ({ poolId, onClose }: { poolId: string | null; onClose: (id?: string) => void }) => {
  const [step, setStep] = useState(0);
  const [pool, setPool] = useState(poolId);
  const [talents, setTalents] = useState<TalentChoice[]>([]);
  const [companyIds, setCompanyIds] = useState<string[]>([]);
  const [contacts, setContacts] = useState<ContactChoice[]>([]);
  const [name, setName] = useState(c("defaultName"));
  const [subject, setSubject] = useState(c("defaultSubject"));
  const [body, setBody] = useState(c("defaultBody"));
  const [when, setWhen] = useState<"now" | "schedule">("now");
  const [at, setAt] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: save } = useRpcMutation();
  const { send, phase, handled } = useSendCampaign();
  const missing = useMissingResumes();

  const problem = when === "schedule" ? (at ? scheduleProblem(at.toDate()) : "tooSoon") : null;
  const stepError =
    step === 0 && talents.length === 0
      ? c("noTalent")
      : step === 1 && contacts.length === 0
        ? c("noContact")
        : step === 2 && (!name.trim() || !subject.trim() || !body.trim())
          ? c("required")
          : null;
  const profiles = talents.map((_, i) => `- Profil ${i + 1}`).join("\n");
  const first = contacts[0];

  const submit = async (status: "draft" | "scheduled" | "now") => {
    setBusy(true);
    try {
      if (status !== "draft")
        for (const id of await missing(talents.map((x) => x.id)))
          await invokeFunction("anonymous-documents", { talent_id: id, kind: "resume" });
      const data: PushCampaignRow = await save(
        "save_push_campaign",
        {
          p_values: {
            name,
            subject,
            body,
            talent_ids: talents.map((x) => x.id),
            hiring_pool_id: pool,
            base_url: window.location.origin,
            status: status === "scheduled" ? "scheduled" : "draft",
            scheduled_at: status === "scheduled" && at ? at.toISOString() : null,
          },
          p_contact_ids: contacts.map((x) => x.id),
        },
        { successNotification: false, errorNotification: false },
      );
      if (status === "now") {
        const n = await send(data.id, data.talent_ids);
        toast({ type: "success", description: c("sent", { count: n }) });
      } else toast({ type: "success", description: c(status === "scheduled" ? "scheduled" : "saved") });
      onClose(data.id);
    } catch (e) {
      toast({ type: "error", description: errorMessage(e) ?? t("toasts.errorDescription") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={c("title")}
      width={860}
      onCancel={() => onClose()}
      maskClosable={false}
      footer={
        <Space wrap>
          {step > 0 ? (
            <Button onClick={() => setStep(step - 1)} disabled={busy}>
              {c("previous")}
            </Button>
          ) : null}
          {step < 3 ? (
            <Button type="primary" disabled={!!stepError} onClick={() => setStep(step + 1)}>
              {c("next")}
            </Button>
          ) : (
            <>
              <Button onClick={() => void submit("draft")} disabled={busy}>
                {c("saveDraft")}
              </Button>
              <Button
                type="primary"
                loading={busy}
                disabled={!!problem}
                onClick={() => void submit(when === "now" ? "now" : "scheduled")}
              >
                {when === "now" ? c("now") : c("schedule")}
              </Button>
            </>
          )}
        </Space>
      }
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 16 }}
        items={[
          { title: t("resources.pushMarketing.steps.talents") },
          { title: t("resources.pushMarketing.steps.contacts") },
          { title: t("resources.pushMarketing.steps.message") },
          { title: t("resources.pushMarketing.steps.send") },
        ]}
      />
      {step === 0 ? (
        <TalentsStep poolId={pool} onPoolChange={setPool} selected={talents} onChange={setTalents} />
      ) : null}
      {step === 1 ? (
        <ContactsStep
          companyIds={companyIds}
          onCompaniesChange={setCompanyIds}
          selected={contacts}
          onChange={setContacts}
        />
      ) : null}
      {step === 2 ? (
        <Form layout="vertical" aria-label={t("resources.pushMarketing.steps.message")}>
          <Form.Item label={pf("name")} htmlFor="push-name" required>
            <Input id="push-name" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
          </Form.Item>
          <Form.Item label={pf("subject")} htmlFor="push-subject" required>
            <Input id="push-subject" value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
          </Form.Item>
          <Form.Item label={pf("body")} htmlFor="push-body" required extra={c("variables")}>
            <Input.TextArea
              id="push-body"
              value={body}
              rows={9}
              maxLength={20000}
              onChange={(e) => setBody(e.target.value)}
            />
          </Form.Item>
          <Typography.Title level={5}>{c("preview")}</Typography.Title>
          {first ? (
            <div style={{ whiteSpace: "pre-wrap", border: "1px solid #d9d9d9", borderRadius: 6, padding: 12 }}>
              <Typography.Text strong>{fillTemplate(subject, contactValues(first, profiles))}</Typography.Text>
              {"\n\n"}
              {fillTemplate(body, contactValues(first, profiles))}
            </div>
          ) : (
            <Typography.Text type="secondary">{c("previewNone")}</Typography.Text>
          )}
          <Alert style={{ marginTop: 12 }} type="info" message={c("links")} />
        </Form>
      ) : null}
      {step === 3 ? (
        <Space direction="vertical" style={{ width: "100%" }}>
          <Radio.Group
            aria-label={c("when")}
            value={when}
            onChange={(e) => setWhen(e.target.value as "now" | "schedule")}
            options={[
              { value: "now", label: c("now") },
              { value: "schedule", label: c("schedule") },
            ]}
          />
          {when === "schedule" ? (
            <Form.Item
              label={c("scheduledAt")}
              htmlFor="push-scheduled-at"
              validateStatus={at && problem ? "error" : undefined}
              help={at && problem ? c(problem === "tooSoon" ? "scheduleTooSoon" : "quietHours") : undefined}
            >
              <DatePicker
                id="push-scheduled-at"
                showTime={{ format: "HH:mm", minuteStep: 5 }}
                format="DD/MM/YYYY HH:mm"
                value={at}
                onChange={setAt}
                disabledDate={(d) => d.isBefore(dayjs(), "day")}
              />
            </Form.Item>
          ) : null}
          <Typography.Text>
            {c("talentsChosen", { count: talents.length })} · {c("contactsChosen", { count: contacts.length })}
          </Typography.Text>
          {phase !== "idle" ? (
            <div aria-live="polite">
              <Typography.Text>{phase === "generating" ? c("generating") : c("sending")}</Typography.Text>
              <Progress percent={progressPercent(handled, contacts.length)} status="active" />
            </div>
          ) : null}
        </Space>
      ) : null}
      {stepError && step < 3 ? (
        <Typography.Text type="secondary" role="status">
          {stepError}
        </Typography.Text>
      ) : null}
    </Modal>
  );
};
